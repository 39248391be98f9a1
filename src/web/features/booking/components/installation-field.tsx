import { INSTALLATION_OPTIONS } from '#shared/booking/booking-schema.ts';
import { ChoiceCard } from '#web/components/form/choice-card.tsx';
import { FieldError } from '#web/components/form/form-field.tsx';
import { useMessages } from '#web/i18n/language-context.tsx';
import { bookingMessages, installationMessages } from '#web/i18n/messages.ts';
import { useLazyFormMessage } from '#web/i18n/use-lazy-form-message.ts';
import { useBookingFormState } from '../booking-form-state.tsx';

const ERROR_ID = 'booking-installation-error';

export function InstallationField() {
  const { errors, radio } = useBookingFormState();
  const t = useMessages(bookingMessages);
  const choices = useMessages(installationMessages);
  const error = useLazyFormMessage()(errors.installation);

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
