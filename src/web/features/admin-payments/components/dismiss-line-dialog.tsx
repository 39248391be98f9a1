import { type FormEvent, useRef, useState } from 'react';
import { DismissLineSchema, type StoredLine } from '#shared/payments/payment-matching.ts';
import { Dialog } from '#web/components/admin/dialog.tsx';
import { ErrorNotice } from '#web/components/admin/notice.tsx';
import { FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useDismissLine } from '../api/dismiss-line.ts';
import { PAYMENTS_MESSAGES } from '../payments-messages.ts';
import { BankLineFacts } from './bank-line-facts.tsx';

interface DismissLineDialogProps {
  line: StoredLine;
  onDismissed: (dismissed: StoredLine) => void;
  onClose: () => void;
}

const NOTE_HINT = 'Why it needs no booking, e.g. “Refunded to the customer on 25 Nov”.';

/** Sets a bank line aside with a note, kept with who did it and when. */
export function DismissLineDialog({ line, onDismissed, onClose }: DismissLineDialogProps) {
  const dismiss = useDismissLine(line.id);
  const sending = useRef(false);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const checked = DismissLineSchema.safeParse({ note });
  const ownError = tried && !checked.success ? checked.error.issues[0]?.message : undefined;
  const error =
    dismiss.error instanceof ApiError ? (dismiss.error.fieldErrors.note ?? ownError) : ownError;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (!checked.success || sending.current) return;
    sending.current = true;
    dismiss.mutate(checked.data.note, {
      onSuccess: onDismissed,
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <Dialog title={`Dismiss line ${line.lineNumber}?`} onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <div className="rounded-xl bg-slate-50 p-4">
          <BankLineFacts line={line} fileName={line.fileName} />
        </div>
        <FormField id="dismiss-note" label="Note" hint={NOTE_HINT} error={error}>
          <textarea
            {...fieldAria('dismiss-note', error, NOTE_HINT)}
            value={note}
            rows={3}
            maxLength={500}
            onChange={(event) => {
              setNote(event.target.value);
              dismiss.reset();
            }}
            className={inputClass}
          />
        </FormField>
        <ErrorNotice
          message={
            dismiss.isError
              ? errorMessage(dismiss.error, PAYMENTS_MESSAGES.dismissFailed)
              : undefined
          }
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={dismiss.isPending}>
            {dismiss.isPending ? 'Dismissing…' : 'Dismiss line'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
