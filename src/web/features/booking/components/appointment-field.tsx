import { useEffect } from 'react';
import { AppointmentCalendar } from '#web/components/appointment-calendar.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  appointmentMessages,
  fittingPlaceMessages,
  paymentMessages,
} from '#web/i18n/booking-path-messages.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { useLazyFormMessage } from '#web/i18n/use-lazy-form-message.ts';
import { useAvailability } from '#web/lib/use-availability.ts';
import { useBookingFormState } from '../booking-form-state.tsx';

/**
 * The booking form's "Fitting appointment": a day and a slot for the chosen fitment kind at the
 * form's fitting centre (the home visits' or the dealer centre chosen), once there is one.
 */
export function AppointmentField() {
  const { values, errors, setValue, focusRef } = useBookingFormState();
  const installation = values.installation === 'dealer' ? 'dealer' : 'home';
  const centreId = values.centreId || null;
  const calendar = useAvailability(installation, centreId);
  const t = useMessages(appointmentMessages);
  const placeTexts = useMessages(fittingPlaceMessages);
  const paymentTexts = useMessages(paymentMessages);
  const formMessage = useLazyFormMessage();
  const data =
    calendar.data?.installation === installation && calendar.data.centreId === centreId
      ? calendar.data
      : undefined;
  const day = values.appointmentDay ?? '';
  const slot = values.appointmentSlot ?? '';

  // A choice the calendar no longer offers (another fitment kind, or taken meanwhile) is dropped,
  // so the customer picks again instead of being refused at payment.
  useEffect(() => {
    if (!data) return;
    const chosen = data.days.find((d) => d.day === day && d.state === 'open');
    if (day && !chosen) setValue('appointmentDay', '');
    if (slot && !chosen?.slots.some((s) => s.slot === slot && s.left > 0)) {
      setValue('appointmentSlot', '');
    }
  }, [data, day, slot, setValue]);

  return (
    <section aria-labelledby="appointment-heading" className="space-y-4">
      <div>
        <h2 id="appointment-heading" className="font-semibold text-lg text-slate-900">
          {t.section}
        </h2>
        <p className="text-slate-600 text-sm">{t.intro}</p>
      </div>
      {!centreId ? (
        // The fitting place above says what is missing: the PIN, or a centre to choose.
        <p className="text-slate-700">{placeTexts.centreFirst}</p>
      ) : data ? (
        <AppointmentCalendar
          id="booking-appointment"
          availability={data}
          day={day}
          slot={slot}
          onDayChange={(next) => {
            setValue('appointmentDay', next);
            if (next !== day) setValue('appointmentSlot', '');
          }}
          onSlotChange={(next) => setValue('appointmentSlot', next)}
          dayError={formMessage(errors.appointmentDay)}
          slotError={formMessage(errors.appointmentSlot)}
          dayRef={focusRef('appointmentDay')}
          slotRef={focusRef('appointmentSlot')}
        />
      ) : calendar.error ? (
        <Alert className="flex flex-wrap items-center justify-between gap-2">
          {formMessage('appointmentsLoadFailed')}
          <Button variant="secondary" onClick={() => calendar.retry()}>
            {paymentTexts.tryAgain}
          </Button>
        </Alert>
      ) : (
        <p className="text-slate-700" role="status">
          {t.loading}
        </p>
      )}
    </section>
  );
}
