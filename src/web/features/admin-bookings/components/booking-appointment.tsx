import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminBooking } from '#shared/admin/admin-bookings.ts';
import { formatDay, formatSlot } from '#shared/format/dates.ts';
import { AdminIcon } from '#web/components/admin/admin-icon.tsx';
import { MoveAppointmentDialog } from '#web/components/admin/move-appointment-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { centreName, centresQuery } from '#web/lib/admin/api/centres.ts';

/**
 * The booking's fitting appointment, its centre, and "Move" (the day view's dialog, on the centre's
 * calendar); no appointment on older bookings.
 */
export function BookingAppointment({ booking }: { booking: AdminBooking }) {
  const [moving, setMoving] = useState(false);
  const { appointment } = booking;
  const centres = useQuery(centresQuery);
  const centre = centreName(centres.data, booking.centreId);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <p className="flex items-center gap-1.5 text-slate-800">
        <AdminIcon name="calendar" className="size-4 shrink-0 text-slate-500" />
        {appointment ? (
          <span>
            <span className="sr-only">Fitting appointment: </span>
            {formatDay(appointment.day, 'en', 'weekday')},{' '}
            {formatDay(appointment.day, 'en', 'medium')}, {formatSlot(appointment, 'en')}
          </span>
        ) : (
          <span className="text-slate-600">No appointment</span>
        )}
      </p>
      {centre && (
        <p className="flex items-center gap-1.5 text-slate-800">
          <AdminIcon name="store" className="size-4 shrink-0 text-slate-500" />
          <span>
            <span className="sr-only">Fitting centre: </span>
            {centre}
          </span>
        </p>
      )}
      {booking.status !== 'CANCELLED' && (
        <Button variant="ghost" size="sm" onClick={() => setMoving(true)}>
          Move<span className="sr-only"> the appointment of order {booking.orderId}</span>
        </Button>
      )}
      {moving && (
        <MoveAppointmentDialog
          booking={{ ...booking, bookingId: booking.id, centreName: centre }}
          onClose={() => setMoving(false)}
        />
      )}
    </div>
  );
}
