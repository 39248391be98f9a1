import { Link } from 'react-router';
import { formatIndiaDateTime } from '#shared/format/india-clock.ts';
import { formatPaise } from '#shared/format/paise.ts';
import { adminBookingPath } from '#shared/page-paths.ts';
import type { BookingRef } from '#shared/payments/payment-matching.ts';
import { OrderId } from '#web/components/admin/order-id.tsx';

/** Bookings that say they paid, with no bank credit matched after the chosen number of days. */
export function WaitingBookings({ bookings }: { bookings: BookingRef[] }) {
  return (
    <ul className="divide-y divide-slate-100 border-slate-200 border-t">
      {bookings.map((booking) => (
        <li
          key={booking.id}
          className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 sm:px-5"
        >
          <div className="min-w-0">
            <Link
              to={adminBookingPath(booking.orderId)}
              className="font-plate font-semibold text-blue-800 text-sm underline-offset-2 hover:underline"
            >
              <OrderId value={booking.orderId} />
            </Link>
            <p className="text-slate-900 text-sm">{booking.fullName}</p>
          </div>
          <p className="text-sm">
            <span className="font-semibold text-slate-900 tabular-nums">
              {formatPaise(booking.totalPaise)}
            </span>
            <span className="ml-2 text-slate-600">
              booked {formatIndiaDateTime(booking.createdAt)}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
