import { Link } from 'react-router';
import { formatPaise } from '#shared/format/paise.ts';
import { adminBookingPath } from '#shared/page-paths.ts';
import type { BookingRef } from '#shared/payments/payment-matching.ts';
import { OrderId } from '#web/components/admin/order-id.tsx';
import { bookingStatusLabel } from '../payment-labels.ts';

/** A booking a bank line points at: order number (to its card), customer, amount and status. */
export function BookingRefLink({ booking }: { booking: BookingRef }) {
  return (
    <span className="min-w-0">
      <Link
        to={adminBookingPath(booking.orderId)}
        className="font-plate text-blue-800 text-xs underline-offset-2 hover:underline"
      >
        <OrderId value={booking.orderId} />
      </Link>{' '}
      <span className="text-slate-900">{booking.fullName}</span>{' '}
      <span className="text-slate-600 tabular-nums">
        · {formatPaise(booking.totalPaise)} · {bookingStatusLabel(booking.status)}
      </span>
    </span>
  );
}
