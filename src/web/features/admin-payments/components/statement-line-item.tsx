import type { PreviewLine } from '#shared/payments/payment-matching.ts';
import { cardFrameClass } from '#web/components/ui/card.tsx';
import { outcomeLabel, reasonText } from '../payment-labels.ts';
import { BankLineFacts } from './bank-line-facts.tsx';
import { BookingRefLink } from './booking-ref-link.tsx';

const TONES: Partial<Record<PreviewLine['outcome'], string>> = {
  confirm: 'bg-green-50 text-green-900 ring-green-600/30',
  unmatched: 'bg-amber-50 text-amber-900 ring-amber-600/30',
};
const OTHER_TONE = 'bg-slate-100 text-slate-700 ring-slate-500/30';

/** One UPI line of the statement: the bank's facts, what it does, and the booking it names. */
export function StatementLineItem({ line, applied }: { line: PreviewLine; applied: boolean }) {
  const reason = reasonText(line);
  return (
    <li className={`${cardFrameClass} space-y-2 p-4`}>
      <p>
        <span
          className={`inline-flex rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset ${TONES[line.outcome] ?? OTHER_TONE}`}
        >
          {outcomeLabel(line.outcome, applied)}
        </span>
      </p>
      <BankLineFacts line={line} />
      {reason && <p className="font-medium text-amber-900 text-sm">{reason}</p>}
      {line.reason === 'booking-lapsed' && (
        <p className="text-slate-700 text-sm">
          {applied
            ? 'Reopen the booking into a new slot from the list of credits below.'
            : 'After Apply you can reopen the booking into a new slot, from the list of credits.'}
        </p>
      )}
      {line.reason === 'ambiguous-reference' && (
        <p className="text-slate-700 text-sm">
          Check which number the customer gave, then match the line by hand or dismiss it.
        </p>
      )}
      {line.booking && (
        <p className="text-sm">
          <span className="text-slate-600">Booking </span>
          <BookingRefLink booking={line.booking} />
        </p>
      )}
    </li>
  );
}
