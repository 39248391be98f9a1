import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { isUnacknowledgedFlags } from '#shared/admin/booking-flags.ts';
import type { AdminAppointment } from '#shared/appointments/appointment-schema.ts';
import { Dialog } from '#web/components/admin/dialog.tsx';
import { ErrorNotice } from '#web/components/admin/notice.tsx';
import { OrderId } from '#web/components/admin/order-id.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useChangeBookingStatus } from '#web/lib/admin/api/change-booking-status.ts';
import { invalidateAppointments } from '#web/lib/admin/api/move-appointment.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';

/**
 * "Mark fitted" asks first: it makes the booking Fulfilled (the status route, with its history,
 * audit entry and the customer's mail), which a slip of the thumb on a phone must not do. A
 * flagged booking (no bank credit, a used transaction number) is refused with its flag named; the
 * fitter then confirms once more, having read it.
 */
export function MarkFittedDialog({
  appointment: a,
  onClose,
}: {
  appointment: AdminAppointment;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const change = useChangeBookingStatus(a.bookingId);
  const sending = useRef(false);

  const flagged =
    change.error instanceof ApiError &&
    change.error.status === 409 &&
    isUnacknowledgedFlags(change.error.message);

  const confirm = () => {
    if (sending.current) return;
    sending.current = true;
    change.mutate(flagged ? { status: 'FULFILLED', acknowledgeFlags: true } : 'FULFILLED', {
      onSuccess: async () => {
        await invalidateAppointments(queryClient);
        onClose();
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <Dialog title="Mark as fitted?" onClose={onClose}>
      <div className="max-w-prose space-y-3 text-slate-700">
        <p className="font-plate font-semibold text-slate-900">
          Order <OrderId value={a.orderId} />
        </p>
        <p>
          The plates of <strong className="text-slate-900">{a.fullName}</strong> ({a.regNumber}) are
          fitted: the booking becomes Fulfilled and the customer is told by e-mail.
        </p>
        <ErrorNotice
          message={
            change.isError ? errorMessage(change.error, ADMIN_MESSAGES.statusFailed) : undefined
          }
        />
        <div className="flex flex-wrap gap-3 pt-2">
          <Button disabled={change.isPending} onClick={confirm}>
            {change.isPending ? 'Saving…' : flagged ? 'Mark fitted anyway' : 'Mark fitted'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Not yet
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
