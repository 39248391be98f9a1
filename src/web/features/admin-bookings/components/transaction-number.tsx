import { Link } from 'react-router';
import type { AdminBooking } from '#shared/admin/admin-bookings.ts';
import { AdminIcon } from '#web/components/admin/admin-icon.tsx';
import { paths } from '#web/lib/paths.ts';
import { toQueryString } from '#web/lib/query-string.ts';

/**
 * The UPI transaction number on the collapsed card, where staff match payments against the bank
 * statement, with the duplicate mark beside it and a search for the other bookings that carry it.
 */
export function TransactionNumber({ booking }: { booking: AdminBooking }) {
  return (
    <div className="space-y-1 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-slate-600">UPI transaction no.</span>{' '}
        <span className="break-all font-plate text-slate-900">{booking.txnId}</span>{' '}
        {booking.duplicateTxn && (
          <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2.5 py-0.5 font-medium text-red-800 text-xs ring-1 ring-red-600/30 ring-inset">
            <AdminIcon name="warning" className="size-3.5" />
            Duplicate transaction
          </span>
        )}
      </p>
      {booking.duplicateTxn && (
        <p className="text-red-800">
          Another booking carries the same transaction number. Check the payment before confirming.{' '}
          <Link
            to={`${paths.admin.bookings}${toQueryString({ search: booking.txnId })}`}
            className="font-medium underline underline-offset-2"
          >
            Show bookings with this number
          </Link>
        </p>
      )}
    </div>
  );
}
