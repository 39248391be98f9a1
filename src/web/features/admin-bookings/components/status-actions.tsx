import { useEffect, useRef, useState } from 'react';
import type { AdminBooking } from '#shared/admin/admin-bookings.ts';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { flagsToAcknowledge } from '#shared/admin/booking-flags.ts';
import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  type BookingStatus,
} from '#shared/booking/booking-status.ts';
import { ErrorNotice } from '#web/components/admin/notice.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useChangeBookingStatus } from '#web/lib/admin/api/change-booking-status.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { ConfirmFlaggedDialog } from './confirm-flagged-dialog.tsx';

/**
 * Any of the other three statuses, in any order; the current one is hidden
 * (docs/product.md#booking-statuses). Cancelling asks first (it mails the customer), and so do
 * confirming and fulfilling a flagged booking (no bank credit, a used transaction number); one
 * change at a time, however fast the taps.
 */
export function StatusActions({ booking }: { booking: AdminBooking }) {
  const change = useChangeBookingStatus(booking.id);
  const [askingToCancel, setAskingToCancel] = useState(false);
  const [askingFlagged, setAskingFlagged] = useState<BookingStatus | null>(null);
  // Set within the tap itself: the mutation's own pending state reaches the buttons a moment
  // later, and a second tap in that moment must not send the change again.
  const sending = useRef(false);
  const actions = useRef<HTMLDivElement>(null);
  const shownStatus = useRef(booking.status);
  useEffect(() => {
    if (shownStatus.current === booking.status) return;
    shownStatus.current = booking.status;
    // The tapped button (or the dialog's opener) is gone now that its status is the booking's:
    // keep the keyboard on this card rather than back at the top of the page.
    if (document.activeElement === document.body) actions.current?.querySelector('button')?.focus();
  }, [booking.status]);
  const error = change.isError
    ? errorMessage(change.error, ADMIN_MESSAGES.statusFailed)
    : undefined;

  const asking = askingToCancel || askingFlagged !== null;
  const apply = (status: BookingStatus, acknowledgeFlags?: boolean) => {
    if (sending.current) return;
    sending.current = true;
    change.mutate(acknowledgeFlags ? { status, acknowledgeFlags } : status, {
      onSuccess: () => {
        setAskingToCancel(false);
        setAskingFlagged(null);
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <div className="space-y-2">
      <div ref={actions} className="flex flex-wrap gap-2">
        {BOOKING_STATUSES.filter((status) => status !== booking.status).map((status) => (
          <Button
            key={status}
            variant="secondary"
            size="sm"
            disabled={change.isPending}
            onClick={() => {
              if (status === 'CANCELLED') {
                change.reset();
                return setAskingToCancel(true);
              }
              if (flagsToAcknowledge(booking.flags, status).length > 0) {
                change.reset();
                return setAskingFlagged(status);
              }
              apply(status);
            }}
          >
            {change.isPending && change.variables === status
              ? 'Saving…'
              : `Mark ${BOOKING_STATUS_LABELS[status]}`}
          </Button>
        ))}
      </div>
      <ErrorNotice message={asking ? undefined : error} />
      {askingToCancel && (
        <CancelBookingDialog
          booking={booking}
          pending={change.isPending}
          error={error}
          onConfirm={() => apply('CANCELLED')}
          onClose={() => setAskingToCancel(false)}
        />
      )}
      {askingFlagged && (
        <ConfirmFlaggedDialog
          booking={booking}
          status={askingFlagged}
          flags={flagsToAcknowledge(booking.flags, askingFlagged)}
          pending={change.isPending}
          error={error}
          onConfirm={() => apply(askingFlagged, true)}
          onClose={() => setAskingFlagged(null)}
        />
      )}
    </div>
  );
}
