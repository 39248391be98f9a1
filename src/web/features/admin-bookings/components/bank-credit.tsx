import type { BankLineEvidence } from '#shared/admin/admin-bookings.ts';
import { BOOKING_FLAG_DETAILS, BOOKING_FLAG_LABELS } from '#shared/admin/booking-flags.ts';
import { formatDay } from '#shared/format/dates.ts';
import { formatIndiaDateTime } from '#shared/format/india-clock.ts';
import { formatPaise } from '#shared/format/paise.ts';

interface BankCreditProps {
  line: BankLineEvidence | null;
  /** The booking's total, in paise: a credit matched by hand may differ from it. */
  totalPaise: number;
  /** Flagged "no bank credit": a statement imported since the booking holds none for it. */
  flagged: boolean;
}

/** The bank's own line for the booking's money (the Payments desk matched it), or its absence. */
export function BankCredit({ line, totalPaise, flagged }: BankCreditProps) {
  if (!line && flagged) {
    return (
      <p className="text-red-800 text-sm">
        <strong className="font-medium">{BOOKING_FLAG_LABELS['no-bank-credit']}</strong>:{' '}
        {BOOKING_FLAG_DETAILS['no-bank-credit']}
      </p>
    );
  }
  if (!line) return <p className="text-amber-900 text-sm">No bank credit yet</p>;
  return (
    <div className="space-y-1 text-sm">
      <p>
        <strong className="text-slate-900 tabular-nums">{formatPaise(line.amountPaise)}</strong>{' '}
        <span className="text-slate-700">on {formatDay(line.date, 'en', 'medium')}</span>
      </p>
      {line.amountPaise !== totalPaise && (
        <p className="font-medium text-amber-900">
          The booking is {formatPaise(totalPaise)}: matched by hand.
        </p>
      )}
      <p className="break-all text-slate-900">{line.description}</p>
      <p className="break-all text-slate-600 text-xs">
        UPI ref. <span className="font-plate">{line.upiReference}</span> · line {line.lineNumber} of{' '}
        {line.fileName}
      </p>
      <p className="text-slate-600 text-xs">
        Matched by <span className="break-all font-medium text-slate-800">{line.decidedBy}</span>,{' '}
        <time dateTime={line.decidedAt}>{formatIndiaDateTime(line.decidedAt)}</time>
      </p>
    </div>
  );
}
