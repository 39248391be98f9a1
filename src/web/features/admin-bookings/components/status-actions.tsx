import type { AdminBooking } from '@shared/admin/admin-bookings';
import { ADMIN_MESSAGES } from '@shared/admin/admin-messages';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES } from '@shared/booking/booking-status';
import { Button } from '@/components/ui/button';
import { ErrorNotice } from '@/features/admin/components/notice';
import { useChangeBookingStatus } from '@/features/admin-bookings/api/change-booking-status';
import { errorMessage } from '@/lib/api-client';

/** Spec section 4: any of the other three statuses, in any order; the current one is hidden. */
export function StatusActions({ booking }: { booking: AdminBooking }) {
  const change = useChangeBookingStatus(booking.id);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {BOOKING_STATUSES.filter((status) => status !== booking.status).map((status) => (
          <Button
            key={status}
            variant="secondary"
            size="sm"
            disabled={change.isPending}
            onClick={() => change.mutate(status)}
          >
            {change.isPending && change.variables === status
              ? 'Saving…'
              : `Mark ${BOOKING_STATUS_LABELS[status]}`}
          </Button>
        ))}
      </div>
      <ErrorNotice
        message={
          change.isError ? errorMessage(change.error, ADMIN_MESSAGES.statusFailed) : undefined
        }
      />
    </div>
  );
}
