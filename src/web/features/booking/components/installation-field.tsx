import { useStore } from '@nanostores/react';
import { INSTALLATION_OPTIONS } from '@shared/booking/booking-schema';
import { FieldError } from '@/components/form/form-field';
import { useBookingFormState } from '@/features/booking/booking-form-state';
import { bookingMessages, installationMessages } from '@/i18n/messages';
import { useFormMessage } from '@/i18n/use-form-message';
import { ChoiceCard } from './choice-card';

const ERROR_ID = 'booking-installation-error';

export function InstallationField() {
  const { errors, radio } = useBookingFormState();
  const t = useStore(bookingMessages);
  const choices = useStore(installationMessages);
  const error = useFormMessage()(errors.installation);

  return (
    <fieldset aria-describedby={error ? ERROR_ID : undefined}>
      <legend className="mb-3 font-semibold text-lg text-slate-900">{t.installation}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {INSTALLATION_OPTIONS.map((installation) => (
          <ChoiceCard
            key={installation}
            label={choices[installation]}
            description={choices[`${installation}Text`]}
            {...radio('installation', installation)}
          />
        ))}
      </div>
      <FieldError id={ERROR_ID} message={error} />
    </fieldset>
  );
}
