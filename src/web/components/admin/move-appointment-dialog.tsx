import { type FormEvent, useId, useRef, useState } from 'react';
import { indiaNow } from '#shared/appointments/availability.ts';
import type { Installation } from '#shared/booking/booking-schema.ts';
import { formatDay, formatSlotKey } from '#shared/format/dates.ts';
import { LAZY_FORM_MESSAGES } from '#shared/validation/lazy-form-messages.ts';
import { useMoveAppointment } from '#web/lib/admin/api/move-appointment.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '../ui/button.tsx';
import { AppointmentChoiceFields } from './appointment-choice-fields.tsx';
import { Dialog } from './dialog.tsx';
import { ErrorNotice } from './notice.tsx';
import { OrderId } from './order-id.tsx';

/** The booking an appointment belongs to, as the day view and the bookings list both have it. */
export interface MovableBooking {
  bookingId: string;
  orderId: string;
  fullName: string;
  installation: Installation;
  /** The fitting centre whose calendar the move picks from (absent on pages from before centres). */
  centreId?: string;
  /** The centre's name, shown beside the fitment kind; blank when not known. */
  centreName?: string;
  /** Null on bookings made before appointments: "Move" then gives them one. */
  appointment: { day: string; slot: string } | null;
}

const MOVE_FAILED = 'The appointment could not be moved. Please try again.';

/**
 * Staff move an appointment to another day and a slot of the booking's fitment kind. The server
 * holds them to working days, times not yet passed and the slot's places (not to the customers'
 * lead time) and mails the customer; its refusal is shown here.
 */
export function MoveAppointmentDialog({
  booking,
  onClose,
}: {
  booking: MovableBooking;
  onClose: () => void;
}) {
  const move = useMoveAppointment(booking.bookingId);
  const today = indiaNow(new Date()).today;
  const [day, setDay] = useState(booking.appointment?.day ?? today);
  const [slot, setSlot] = useState(booking.appointment?.slot ?? '');
  const [problem, setProblem] = useState<string>();
  // Set within the tap itself, so a double tap cannot send the move twice.
  const sending = useRef(false);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!day) return setProblem(LAZY_FORM_MESSAGES.appointmentDayRequired);
    if (!slot) return setProblem(LAZY_FORM_MESSAGES.appointmentSlotRequired);
    setProblem(undefined);
    if (sending.current) return;
    sending.current = true;
    move.mutate(
      { day, slot },
      {
        onSuccess: onClose,
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const error = problem ?? (move.isError ? errorMessage(move.error, MOVE_FAILED) : undefined);

  return (
    <Dialog title="Move appointment" onClose={onClose}>
      <form noValidate onSubmit={submit} className="max-w-prose space-y-4 text-slate-700">
        <p>
          <span className="font-plate font-semibold text-slate-900">
            Order <OrderId value={booking.orderId} />
          </span>
          <br />
          {booking.fullName} · {booking.installation === 'home' ? 'Home fitment' : 'Dealer fitment'}
          {booking.centreName ? ` · ${booking.centreName}` : ''}
          <br />
          {booking.appointment
            ? `Now: ${formatDay(booking.appointment.day, 'en', 'medium')}, ${formatSlotKey(booking.appointment.slot, 'en')}`
            : 'No appointment yet.'}
        </p>
        <AppointmentChoiceFields
          id={id}
          installation={booking.installation}
          centreId={booking.centreId}
          day={day}
          slot={slot}
          onDayChange={(next) => {
            setDay(next);
            move.reset();
          }}
          onSlotChange={(next) => {
            setSlot(next);
            move.reset();
          }}
        />
        <ErrorNotice message={error} />
        <p className="text-sm">The customer is e-mailed the new day and time.</p>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={move.isPending}>
            {move.isPending ? 'Moving…' : 'Move appointment'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Keep as it is
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
