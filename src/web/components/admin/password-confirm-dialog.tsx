import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { fieldAria, inputClass } from '../form/form-field.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog } from './dialog.tsx';
import { ErrorNotice } from './notice.tsx';

interface PasswordConfirmDialogProps {
  title: string;
  /** Why the password is asked again. */
  children: ReactNode;
  confirmLabel: string;
  /** True while the change (with the password) is being saved. */
  pending: boolean;
  /** The server's refusal of the password, shown in the dialog. */
  error?: string;
  onConfirm: (password: string) => void;
  onClose: () => void;
}

/**
 * Asks the signed-in admin's password again before a sensitive change. The password lives only
 * in this dialog's state and is gone when it closes.
 */
export function PasswordConfirmDialog({
  title,
  children,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: PasswordConfirmDialogProps) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = 'confirm-password';
  // After the dialog opened (a child's effect runs first), which focuses its Close button.
  useEffect(() => input.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setMissing(true);
      return;
    }
    onConfirm(password);
  };

  const fieldError = missing && !password ? 'Please enter your password.' : undefined;
  return (
    <Dialog title={title} onClose={onClose}>
      <form noValidate onSubmit={submit} className="max-w-prose space-y-4 text-slate-700">
        <div className="space-y-2">{children}</div>
        <div className="space-y-1.5">
          <label htmlFor={id} className="block font-medium text-slate-800 text-sm">
            Your password
          </label>
          <input
            {...fieldAria(id, fieldError)}
            ref={input}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            maxLength={200}
            className={inputClass}
          />
          {fieldError && (
            <p id={`${id}-error`} className="font-medium text-red-700 text-sm">
              {fieldError}
            </p>
          )}
        </div>
        <ErrorNotice message={error} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : confirmLabel}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
