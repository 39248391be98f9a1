import { useQuery } from '@tanstack/react-query';
import type { AdminBooking } from '#shared/admin/admin-bookings.ts';
import {
  BOOKING_FLAG_DETAILS,
  BOOKING_FLAG_LABELS,
  type BookingFlag,
} from '#shared/admin/booking-flags.ts';
import { BOOKING_STATUS_LABELS, type BookingStatus } from '#shared/booking/booking-status.ts';
import { formatRupees } from '#shared/format/money.ts';
import { AdminIcon } from '#web/components/admin/admin-icon.tsx';
import { Dialog } from '#web/components/admin/dialog.tsx';
import { ErrorNotice } from '#web/components/admin/notice.tsx';
import { OrderId } from '#web/components/admin/order-id.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { mailSetupQuery } from '#web/lib/admin/api/get-mail-setup.ts';

interface ConfirmFlaggedDialogProps {
  booking: AdminBooking;
  status: BookingStatus;
  flags: readonly BookingFlag[];
  pending: boolean;
  error?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asked before a flagged booking is confirmed or fulfilled: the change tells the customer their
 * payment is accepted and may take a tax invoice number, so staff see the flag first. "Check the
 * payment first" and Close change nothing.
 */
export function ConfirmFlaggedDialog({
  booking,
  status,
  flags,
  pending,
  error,
  onConfirm,
  onClose,
}: ConfirmFlaggedDialogProps) {
  const mailSetup = useQuery(mailSetupQuery);
  const label = BOOKING_STATUS_LABELS[status];
  return (
    <Dialog title={`Mark ${label} despite the flag?`} onClose={onClose}>
      <div className="max-w-prose space-y-3 text-slate-700">
        <p className="font-plate font-semibold text-slate-900">
          Order <OrderId value={booking.orderId} />
        </p>
        <ul className="space-y-2">
          {flags.map((flag) => (
            <li
              key={flag}
              className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-900"
            >
              <strong className="inline-flex items-center gap-1">
                <AdminIcon name="warning" className="size-4" />
                {BOOKING_FLAG_LABELS[flag]}
              </strong>
              <span className="block text-sm">{BOOKING_FLAG_DETAILS[flag]}</span>
            </li>
          ))}
        </ul>
        <p>
          Marking the booking of <strong className="text-slate-900">{booking.fullName}</strong> (
          {formatRupees(booking.price.total)}) {label} says its payment arrived:
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            {mailSetup.data?.smtpConfigured === false ? (
              'the customer would be e-mailed, but e-mail is not configured on this server'
            ) : (
              <>
                the customer is e-mailed at{' '}
                <strong className="break-all text-slate-900">{booking.email}</strong>
              </>
            )}
          </li>
          <li>
            {booking.invoiceNumber
              ? `its tax invoice ${booking.invoiceNumber} stays issued`
              : 'a tax invoice number is taken for it when the business is GST-registered'}
          </li>
        </ul>
        <ErrorNotice message={error} />
        <div className="flex flex-wrap gap-3 pt-2">
          <Button variant="danger" disabled={pending} onClick={onConfirm}>
            {pending ? 'Saving…' : `Mark ${label} anyway`}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Check the payment first
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
