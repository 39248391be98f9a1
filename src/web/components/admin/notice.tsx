import type { ReactNode } from 'react';

/*
 * Messages the admin must notice. They stay mounted and only their text changes, so screen
 * readers announce each new message (a live region added together with its text is often missed).
 */
export function ErrorNotice({ message, children }: { message?: string; children?: ReactNode }) {
  return (
    <div role="alert" className="empty:hidden">
      {message && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800 text-sm">
          <span className="font-medium">{message}</span>
          {children}
        </div>
      )}
    </div>
  );
}

/** A screen's data failed to load: the message and a "Try again" button. */
export function RetryNotice({ message, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <ErrorNotice message={message}>
      <button
        type="button"
        onClick={onRetry}
        className="font-semibold underline underline-offset-2"
      >
        Try again
      </button>
    </ErrorNotice>
  );
}

export function SuccessNotice({ message }: { message?: string }) {
  return (
    <div role="status" className="empty:hidden">
      {message && (
        <p className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 font-medium text-green-800 text-sm">
          {message}
        </p>
      )}
    </div>
  );
}
