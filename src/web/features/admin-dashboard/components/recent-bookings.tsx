import { Link } from 'react-router';
import type { AdminBooking } from '#shared/admin/admin-bookings.ts';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { VEHICLE_TYPE_LABELS } from '#shared/catalog/services.ts';
import { formatIndiaDateTime } from '#shared/format/india-clock.ts';
import { formatRupees } from '#shared/format/money.ts';
import { OrderId } from '#web/components/admin/order-id.tsx';
import { ProofViewer } from '#web/components/admin/proof-viewer.tsx';
import { ScrollRegion } from '#web/components/admin/scroll-region.tsx';
import { cardFrameClass } from '#web/components/ui/card.tsx';
import { paths } from '#web/lib/paths.ts';

const COLUMNS = ['Order id', 'Customer', 'Vehicle', 'Amount', 'When', 'Proof'] as const;

export function RecentBookings({ bookings }: { bookings: AdminBooking[] }) {
  return (
    <section aria-labelledby="recent-heading" className={cardFrameClass}>
      <div className="flex items-center justify-between gap-3 px-5 pt-5 pb-3">
        <h2 id="recent-heading" className="font-semibold text-lg text-slate-900">
          Recent bookings
        </h2>
        <Link
          to={paths.admin.bookings}
          className="font-medium text-blue-800 text-sm underline-offset-2 hover:underline"
        >
          See all
        </Link>
      </div>
      {bookings.length === 0 ? (
        <p className="px-5 pb-6 text-slate-600">{ADMIN_MESSAGES.noBookingsYet}</p>
      ) : (
        <ScrollRegion label="Recent bookings table">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">The {bookings.length} newest bookings</caption>
            <thead className="border-slate-200 border-y bg-slate-50 text-slate-600">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2.5 font-medium sm:px-5">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {bookings.map((booking) => (
                <tr key={booking.id} className="border-slate-100 border-b last:border-0">
                  <td className="px-3 py-3 font-plate text-slate-900 text-xs sm:px-5">
                    <OrderId value={booking.orderId} />
                  </td>
                  <td className="px-3 py-3 text-slate-900 sm:px-5">{booking.fullName}</td>
                  <td className="px-3 py-3 text-slate-700 sm:px-5">
                    {VEHICLE_TYPE_LABELS[booking.vehicleType]}
                  </td>
                  <td className="px-3 py-3 text-slate-900 tabular-nums sm:px-5">
                    {formatRupees(booking.price.total)}
                  </td>
                  <td className="min-w-28 px-3 py-3 text-slate-700 sm:px-5">
                    {formatIndiaDateTime(booking.createdAt)}
                  </td>
                  <td className="px-3 py-2 sm:px-5">
                    <ProofViewer
                      orderId={booking.orderId}
                      proofUrl={booking.proofUrl}
                      variant="thumbnail"
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
