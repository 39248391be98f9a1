import { BOOKING_STATUS_LABELS, type BookingStatus } from '#shared/booking/booking-status.ts';

const TONES: Record<BookingStatus, string> = {
  PAYMENT_SUBMITTED: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  CONFIRMED: 'bg-blue-50 text-blue-900 ring-blue-600/30',
  FULFILLED: 'bg-green-50 text-green-900 ring-green-600/30',
  CANCELLED: 'bg-slate-100 text-slate-700 ring-slate-500/30',
};

/** A booking's status in words; the colour only helps scanning a long list. */
export function StatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset ${TONES[status]}`}
    >
      {BOOKING_STATUS_LABELS[status]}
    </span>
  );
}
