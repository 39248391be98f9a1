import { BOOKING_STATUS_LABELS, BOOKING_STATUSES } from '#shared/booking/booking-status.ts';
import { formatDay, formatSlotKey } from '#shared/format/dates.ts';
import { formatPaise } from '#shared/format/paise.ts';
import {
  type BookingRef,
  type LineOutcomeKind,
  type StoredLine,
  UNMATCHED_REASON_LABELS,
  type UnmatchedReason,
} from '#shared/payments/payment-matching.ts';
import { indiaDay } from '#shared/site/india-time.ts';

/** What a statement line will do (preview) or did (applied), in staff's words. */
const OUTCOME_LABELS: Record<LineOutcomeKind, { preview: string; applied: string }> = {
  confirm: { preview: 'Will confirm', applied: 'Confirmed' },
  'matched-already-confirmed': {
    preview: 'Booking already confirmed',
    applied: 'Booking already confirmed',
  },
  unmatched: { preview: 'No match', applied: 'No match: listed below' },
  reversed: { preview: 'Money returned', applied: 'Money returned' },
  reversal: { preview: 'Return of a credit', applied: 'Return of a credit' },
  'already-imported': { preview: 'Already imported', applied: 'Already imported' },
  'duplicate-in-file': { preview: 'Listed twice in the file', applied: 'Listed twice in the file' },
  'refund-seen': { preview: 'Refund paid out', applied: 'Refund seen by the bank' },
};

export function outcomeLabel(outcome: LineOutcomeKind, applied: boolean): string {
  return OUTCOME_LABELS[outcome][applied ? 'applied' : 'preview'];
}

/** A booking's status in words; the API sends it as plain text. */
export function bookingStatusLabel(status: string): string {
  const known = BOOKING_STATUSES.find((member) => member === status);
  return known ? BOOKING_STATUS_LABELS[known] : status;
}

interface ReasonedLine {
  reason: UnmatchedReason | null;
  amountPaise: number;
  /** The bank's date, YYYY-MM-DD. */
  date: string;
  booking: BookingRef | null;
}

/**
 * Why a credit confirms nothing, with the figures staff need to decide: "Amount differs from the
 * booking: credit ₹599 for a ₹699 booking".
 */
export function reasonText({ reason, amountPaise, date, booking }: ReasonedLine): string | null {
  if (!reason) return null;
  const label = UNMATCHED_REASON_LABELS[reason];
  if (!booking) return label;
  switch (reason) {
    case 'amount-differs':
      return `${label}: credit ${formatPaise(amountPaise)} for a ${formatPaise(booking.totalPaise)} booking`;
    case 'outside-window':
      return `${label}: credit on ${formatDay(date, 'en', 'medium')} for a booking made ${formatDay(indiaDay(new Date(booking.createdAt)), 'en', 'medium')}`;
    case 'booking-not-waiting':
      return `${label} (it is ${bookingStatusLabel(booking.status)})`;
    case 'booking-lapsed':
      return booking.lapsedAt
        ? `${label} (lapsed ${formatDay(indiaDay(new Date(booking.lapsedAt)), 'en', 'medium')})`
        : label;
    default:
      return label;
  }
}

/** After a match by hand: which line went to which booking, and where that booking stands. */
export function matchedMessage({ lineNumber, fileName, booking }: StoredLine): string {
  const line = `Line ${lineNumber} of ${fileName}`;
  if (!booking) return `${line} matched.`;
  return `${line} matched to ${booking.orderId} (${booking.fullName}), now ${bookingStatusLabel(booking.status)}.`;
}

/**
 * The UPI numbers a line carries, for display: the one it was matched or stored by alone, or
 * every candidate when there are two or more (the settled one first, marked).
 */
export function upiNumbersText(line: {
  upiReference: string | null;
  upiCandidates: string[];
}): string {
  if (line.upiCandidates.length < 2) return line.upiReference ?? line.upiCandidates[0] ?? '—';
  const settled = line.upiCandidates.find((candidate) => candidate === line.upiReference);
  const others = line.upiCandidates.filter((candidate) => candidate !== settled);
  return [...(settled ? [`${settled} (matched)`] : []), ...others].join(' · ');
}

/** After a lapsed booking was reopened from its credit: which booking, and its new fitting. */
export function reopenedMessage({ booking }: StoredLine): string {
  if (!booking) return 'Booking reopened and confirmed.';
  const fitting = booking.appointment
    ? `, fitting on ${formatDay(booking.appointment.day, 'en', 'medium')} at ${formatSlotKey(booking.appointment.slot, 'en')}`
    : '';
  return `${booking.orderId} (${booking.fullName}) reopened and confirmed${fitting}.`;
}
