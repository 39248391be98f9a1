import { useQuery } from '@tanstack/react-query';
import type { AdminBooking } from '#shared/admin/admin-bookings.ts';
import { SERVICES } from '#shared/catalog/services.ts';
import { formatRupees } from '#shared/format/money.ts';
import { Dialog } from '#web/components/admin/dialog.tsx';
import { ErrorNotice } from '#web/components/admin/notice.tsx';
import { OrderId } from '#web/components/admin/order-id.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { mailSetupQuery } from '#web/lib/admin/api/get-mail-setup.ts';

interface CancelBookingDialogProps {
  booking: AdminBooking;
  /** True from the tap on "Cancel booking" until the server answers. */
  pending: boolean;
  error?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asked before a booking is cancelled: the change mails the customer at once, so the admin sees
 * which order it is and who will be told. "Keep booking" and Close (focused first) change nothing.
 */
export function CancelBookingDialog({
  booking,
  pending,
  error,
  onConfirm,
  onClose,
}: CancelBookingDialogProps) {
  const mailSetup = useQuery(mailSetupQuery);
  return (
    <Dialog title="Cancel this booking?" onClose={onClose}>
      <div className="max-w-prose space-y-3 text-slate-700">
        <p className="font-plate font-semibold text-slate-900">
          Order <OrderId value={booking.orderId} />
        </p>
        <p>
          The booking of <strong className="text-slate-900">{booking.fullName}</strong> for{' '}
          {SERVICES[booking.service].title} ({formatRupees(booking.price.total)}) will be marked
          Cancelled.
        </p>
        {mailSetup.data?.smtpConfigured === false ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950">
            E-mail is not configured on this server: the customer will <strong>not</strong> be told
            by e-mail. Please call them at {booking.phone}.
          </p>
        ) : (
          <p>
            The customer will be e-mailed at{' '}
            <strong className="break-all text-slate-900">{booking.email}</strong> that it is
            cancelled.
          </p>
        )}
        <ErrorNotice message={error} />
        <div className="flex flex-wrap gap-3 pt-2">
          <Button variant="danger" disabled={pending} onClick={onConfirm}>
            {pending ? 'Cancelling…' : 'Cancel booking'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Keep booking
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
