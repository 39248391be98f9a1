import type { StoredLine } from '#shared/payments/payment-matching.ts';
import { Button } from '#web/components/ui/button.tsx';
import { reasonText } from '../payment-labels.ts';
import { BankLineFacts } from './bank-line-facts.tsx';
import { BookingRefLink } from './booking-ref-link.tsx';

interface UnmatchedLineItemProps {
  line: StoredLine;
  onMatch: () => void;
  onDismiss: () => void;
  /** For a credit that came for a lapsed booking: reopen it into a new slot. */
  onReopen: () => void;
}

/** A credit no booking claimed: the bank's facts, why, and staff's two ways to decide. */
export function UnmatchedLineItem({ line, onMatch, onDismiss, onReopen }: UnmatchedLineItemProps) {
  const lapsed = line.reason === 'booking-lapsed' && line.booking !== null;
  const reason = reasonText(line);
  const name = `line ${line.lineNumber} of ${line.fileName}`;
  return (
    <li className="space-y-3 px-4 py-4 sm:px-5">
      <BankLineFacts line={line} fileName={line.fileName} />
      {reason && <p className="font-medium text-amber-900 text-sm">{reason}</p>}
      {line.booking && (
        <p className="text-sm">
          <span className="text-slate-600">Points at </span>
          <BookingRefLink booking={line.booking} />
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {lapsed && (
          <Button size="sm" onClick={onReopen}>
            Reopen booking<span className="sr-only">: {name}</span>
          </Button>
        )}
        {line.direction === 'credit' && !lapsed && (
          <Button size="sm" onClick={onMatch}>
            Match to a booking<span className="sr-only">: {name}</span>
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={onDismiss}>
          Dismiss<span className="sr-only"> {name}</span>
        </Button>
      </div>
    </li>
  );
}
