import { useFormContext } from 'react-hook-form';
import {
  type BookingFormInput,
  INSTALLATION_OPTIONS,
} from '../../../../shared/booking/booking-schema';
import { FieldError } from '../../../components/form/form-field';
import { INSTALLATION_CHOICES } from '../installation-labels';
import { ChoiceCard } from './choice-card';

const ERROR_ID = 'booking-installation-error';

export function InstallationField() {
  const {
    register,
    formState: { errors },
  } = useFormContext<BookingFormInput>();
  const error = errors.installation?.message;

  return (
    <fieldset aria-describedby={error ? ERROR_ID : undefined}>
      <legend className="mb-3 font-semibold text-lg text-slate-900">Installation</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {INSTALLATION_OPTIONS.map((installation) => (
          <ChoiceCard
            key={installation}
            value={installation}
            label={INSTALLATION_CHOICES[installation].label}
            description={INSTALLATION_CHOICES[installation].description}
            {...register('installation')}
          />
        ))}
      </div>
      <FieldError id={ERROR_ID} message={error} />
    </fieldset>
  );
}
