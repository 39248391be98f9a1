import { Link } from 'react-router';
import type { AdminBooking } from '#shared/admin/admin-bookings.ts';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { VEHICLE_TYPE_LABELS } from '#shared/catalog/services.ts';
import { formatIndiaDateTime } from '#shared/format/india-clock.ts';
import { formatRupees } from '#shared/format/money.ts';
import { OrderId } from '#web/components/admin/order-id.tsx';
import { ProofViewer } from '#web/components/admin/proof-viewer.tsx';
import { type StackedColumn, StackedTable } from '#web/components/admin/stacked-table.tsx';
import { cardFrameClass } from '#web/components/ui/card.tsx';
import { paths } from '#web/lib/paths.ts';

const COLUMNS: readonly StackedColumn<AdminBooking>[] = [
  {
    header: 'Order id',
    cell: (booking) => <OrderId value={booking.orderId} />,
    className: 'font-plate text-slate-900 text-xs',
  },
  { header: 'Customer', cell: (booking) => booking.fullName, className: 'text-slate-900' },
  {
    header: 'Vehicle',
    cell: (booking) => VEHICLE_TYPE_LABELS[booking.vehicleType],
    className: 'text-slate-700',
  },
  {
    header: 'Amount',
    cell: (booking) => formatRupees(booking.price.total),
    className: 'text-slate-900 tabular-nums',
  },
  {
    header: 'When',
    cell: (booking) => formatIndiaDateTime(booking.createdAt),
    className: 'text-slate-700',
  },
  {
    header: 'Proof',
    cell: (booking) => (
      <ProofViewer orderId={booking.orderId} proofUrl={booking.proofUrl} variant="thumbnail" />
    ),
  },
];

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
        <StackedTable
          caption={`The ${bookings.length} newest bookings`}
          columns={COLUMNS}
          rows={bookings}
          rowKey={(booking) => booking.id}
        />
      )}
    </section>
  );
}
