import { adminBookingPath } from '@shared/page-paths';
import type { BookingRef } from '@shared/payments/payment-matching';
import { formatPaise } from '@shared/pricing/format';
import { Link } from 'react-router';
import { OrderId } from '@/features/admin/components/order-id';
import { bookingStatusLabel } from '@/features/admin-payments/payment-labels';

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
