import type { ReactNode } from 'react';
import type { UndeliveredMail } from '#shared/admin/admin-mail.ts';
import { CHANNEL_LABELS } from '#shared/admin/booking-messages.ts';
import { formatIndiaDateTime } from '#shared/format/india-clock.ts';
import { MAIL_KIND_LABELS } from '#shared/mail/mail-kinds.ts';
import { AdminIcon } from '#web/components/admin/admin-icon.tsx';
import { OrderId } from '#web/components/admin/order-id.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { MAIL_STATUS_LABELS } from '../mail-labels.ts';

const TONES: Record<UndeliveredMail['status'], string> = {
  failed: 'bg-red-50 text-red-800 ring-red-600/30',
  pending: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  sending: 'bg-amber-50 text-amber-900 ring-amber-600/30',
};

function Field({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`grid grid-cols-[6.5rem_1fr] gap-2 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

interface UndeliveredMailItemProps {
  mail: UndeliveredMail;
  /** True while any retry is on its way: one at a time. */
  busy: boolean;
  onRetry: () => void;
}

export function UndeliveredMailItem({ mail, busy, onRetry }: UndeliveredMailItemProps) {
  const failed = mail.status === 'failed';
  return (
    <li className="space-y-3 px-4 py-4 sm:px-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{MAIL_KIND_LABELS[mail.kind]}</h3>
          <p className="break-all text-slate-700 text-sm">{mail.recipient}</p>
        </div>
        <span
          className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset ${TONES[mail.status]}`}
        >
          {MAIL_STATUS_LABELS[mail.status]}
        </span>
      </div>
      <dl className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
        <Field label="Channel">{CHANNEL_LABELS[mail.channel]}</Field>
        <Field label="Subject" wide>
          {mail.subject}
        </Field>
        {mail.orderId && (
          <Field label="Order id">
            <span className="font-plate text-xs">
              <OrderId value={mail.orderId} />
            </span>
          </Field>
        )}
        <Field label="Attempts">{mail.attempts}</Field>
        <Field label="Queued">{formatIndiaDateTime(mail.createdAt)}</Field>
        {!failed && <Field label="Next try">{formatIndiaDateTime(mail.nextAttemptAt)}</Field>}
        <Field label="Last error" wide>
          {mail.lastError ?? '—'}
        </Field>
      </dl>
      {failed && (
        // aria-disabled rather than disabled: the button keeps focus while its retry runs.
        <Button
          variant="secondary"
          aria-label={`Retry ${mail.channel === 'email' ? 'e-mail' : CHANNEL_LABELS[mail.channel]} to ${mail.recipient}`}
          aria-disabled={busy}
          onClick={() => {
            if (!busy) onRetry();
          }}
          className="w-full aria-disabled:cursor-wait aria-disabled:opacity-60 sm:w-auto"
        >
          <AdminIcon name="refresh" className="size-4" />
          Retry
        </Button>
      )}
    </li>
  );
}
