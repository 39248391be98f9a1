import type { ReactNode } from 'react';

export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 aria-invalid:border-red-600 aria-invalid:ring-red-600/20';

/** aria-invalid and aria-describedby for a control, matching FormField's hint and error ids. */
export function fieldAria(id: string, error?: string, hint?: string) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}

/** A visible label, the control, then its hint and its error (wired up by fieldAria). */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-medium text-slate-800 text-sm">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-slate-500 text-xs">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function FieldError({
  id,
  message,
  alert,
}: {
  id: string;
  message?: string;
  alert?: boolean;
}) {
  if (!message) return null;
  return (
    <p id={id} role={alert ? 'alert' : undefined} className="font-medium text-red-700 text-sm">
      {message}
    </p>
  );
}
