import { useStore } from '@nanostores/react';
import type { BookingFormInput } from '@shared/booking/booking-schema';
import { useEffect } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { AppointmentCalendar } from '@/features/appointments/components/appointment-calendar';
import { useAvailability } from '@/features/appointments/use-availability';
import { enLazy } from '@/i18n/en-lazy';
import { appointmentMessages } from '@/i18n/lazy-messages';
import { paymentMessages } from '@/i18n/messages';
import { useLazyFormMessage } from '@/i18n/use-lazy-form-message';

/** The booking form's "Fitting appointment": a day and a slot for the chosen fitment kind. */
export function AppointmentField() {
  const { control, setValue } = useFormContext<BookingFormInput>();
  const installation = useWatch({ control, name: 'installation' }) === 'dealer' ? 'dealer' : 'home';
  const { field: dayField, fieldState: dayState } = useController({
    control,
    name: 'appointmentDay',
  });
  const { field: slotField, fieldState: slotState } = useController({
    control,
    name: 'appointmentSlot',
  });
  const calendar = useAvailability(installation);
  const t = useStore(appointmentMessages);
  const paymentTexts = useStore(paymentMessages);
  const formMessage = useLazyFormMessage();
  const data = calendar.data?.installation === installation ? calendar.data : undefined;
  const day = dayField.value ?? '';
  const slot = slotField.value ?? '';

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
      {data ? (
        <AppointmentCalendar
          id="booking-appointment"
          availability={data}
          day={day}
          slot={slot}
          onDayChange={(next) => {
            dayField.onChange(next);
            if (next !== day) setValue('appointmentSlot', '');
          }}
          onSlotChange={slotField.onChange}
          dayError={formMessage(dayState.error?.message)}
          slotError={formMessage(slotState.error?.message)}
          dayRef={dayField.ref}
          slotRef={slotField.ref}
        />
      ) : calendar.isError ? (
        <Alert className="flex flex-wrap items-center justify-between gap-2">
          {formMessage(enLazy.lazyFormMessages.appointmentsLoadFailed)}
          <Button variant="secondary" onClick={() => calendar.refetch()}>
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
