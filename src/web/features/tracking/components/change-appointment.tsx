import { useState } from 'react';
import {
  type AppointmentMove,
  AppointmentMoveSchema,
  RESCHEDULE_REFUSAL_KEYS,
} from '#shared/appointments/appointment-fields.ts';
import type { TrackedAppointment } from '#shared/appointments/appointment-schema.ts';
import type { Installation } from '#shared/booking/booking-schema.ts';
import type { TrackedOrder } from '#shared/tracking/track-schema.ts';
import { AppointmentCalendar } from '#web/components/appointment-calendar.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { fill } from '#web/i18n/fill.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { appointmentMessages, trackFormMessages } from '#web/i18n/lazy-messages.ts';
import { type FormMessage, refusalOf } from '#web/lib/api-client.ts';
import { useForm } from '#web/lib/forms/use-form.ts';
import { forgetAvailability, useAvailability } from '#web/lib/use-availability.ts';
import { moveAppointmentByLink } from '../api/move-appointment-by-link.ts';
import { useTrackMessage } from '../use-track-message.ts';

interface ChangeAppointmentProps {
  token: string;
  installation: Installation;
  /** The booking's centre: a move stays in its calendar (the first open one's when unknown). */
  centreId: string | undefined;
  appointment: TrackedAppointment;
  onMoved: (order: TrackedOrder) => void;
}

/**
 * The tracking link's "Change appointment": up to 24 hours before, at most twice, while the order
 * is open (the server decides; `cannotMove` says why not). Opens the same calendar as the
 * booking form, for the booking's own fitment kind.
 */
export function ChangeAppointment({ appointment, ...props }: ChangeAppointmentProps) {
  const t = useMessages(appointmentMessages);
  const messages = useMessages(trackFormMessages);
  const [open, setOpen] = useState(false);
  const [moved, setMoved] = useState(false);

  // After the last move allowed, the refusal replaces the button: the notice stays in either case.
  const movedNotice = (
    <p role="status" className="font-medium text-emerald-800 text-sm empty:hidden">
      {moved ? t.moved : ''}
    </p>
  );

  if (appointment.cannotMove) {
    const why = messages[RESCHEDULE_REFUSAL_KEYS[appointment.cannotMove]];
    return (
      <div className="space-y-3">
        {movedNotice}
        <p className="text-slate-700 text-sm">{why}</p>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {movedNotice}
      <p className="text-slate-700 text-sm">
        {appointment.movesLeft === 1
          ? t.oneMoveLeft
          : fill(t.movesLeft, { count: appointment.movesLeft })}
      </p>
      {open ? (
        <MoveForm
          {...props}
          appointment={appointment}
          onCancel={() => setOpen(false)}
          onMoved={(order) => {
            setOpen(false);
            setMoved(true);
            props.onMoved(order);
          }}
        />
      ) : (
        <Button
          variant="secondary"
          className="w-full sm:w-auto"
          onClick={() => {
            setMoved(false);
            setOpen(true);
          }}
        >
          {t.change}
        </Button>
      )}
    </div>
  );
}

const isCentreClosed = (message: FormMessage | undefined) =>
  typeof message === 'object' && message.key === 'appointmentCentreClosed';

function MoveForm({
  token,
  installation,
  centreId,
  appointment,
  onMoved,
  onCancel,
}: ChangeAppointmentProps & { onCancel: () => void }) {
  const t = useMessages(appointmentMessages);
  const formMessage = useTrackMessage();
  const calendar = useAvailability(installation, centreId);
  const form = useForm<AppointmentMove>({ day: '', slot: '' }, AppointmentMoveSchema);
  const { day = '', slot = '' } = form.values;
  const [failure, setFailure] = useState<FormMessage>();
  // The owner closed the booking's centre since the page was read: its calendar is refused (404)
  // or the move is (409). Say so in place of a calendar that could take nothing.
  const centreClosed =
    isCentreClosed(failure) ||
    (typeof calendar.error === 'object' && calendar.error.key === 'centreUnavailable');

  const submit = form.handleSubmit(async (move) => {
    setFailure(undefined);
    try {
      const order = await moveAppointmentByLink(token, move);
      forgetAvailability();
      onMoved(order);
    } catch (error) {
      setFailure(refusalOf(error, 'serverFault'));
      // The slot may have filled meanwhile: show the places as they are now.
      form.setValue('slot', '');
      calendar.retry();
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4 border-slate-200 border-t pt-4">
      <h3 className="font-semibold text-slate-900">{t.changeTitle}</h3>
      {centreClosed ? (
        <Alert>{formMessage('appointmentCentreClosed')}</Alert>
      ) : calendar.data ? (
        <AppointmentCalendar
          id="move-appointment"
          availability={calendar.data}
          day={day}
          slot={slot}
          onDayChange={(next) => {
            form.setValue('day', next);
            if (next !== day) form.setValue('slot', '');
          }}
          onSlotChange={(next) => form.setValue('slot', next)}
          dayError={formMessage(form.errors.day)}
          slotError={formMessage(form.errors.slot)}
          dayRef={form.focusRef('day')}
          slotRef={form.focusRef('slot')}
          current={appointment}
        />
      ) : calendar.error ? (
        <Alert>{formMessage('appointmentsLoadFailed')}</Alert>
      ) : (
        <p className="text-slate-700">{t.loading}</p>
      )}
      {failure && !centreClosed && <Alert>{formMessage(failure)}</Alert>}
      <div className="flex flex-col gap-2 sm:flex-row">
        {!centreClosed && (
          <Button type="submit" disabled={form.submitting || !calendar.data}>
            {form.submitting ? t.moving : t.saveMove}
          </Button>
        )}
        <Button variant="secondary" onClick={onCancel}>
          {t.keep}
        </Button>
      </div>
    </form>
  );
}
