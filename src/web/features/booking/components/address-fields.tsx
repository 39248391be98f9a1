import { useFormContext } from 'react-hook-form';
import type { BookingFormInput } from '../../../../shared/booking/booking-schema';
import { INDIAN_STATES } from '../../../../shared/booking/indian-states';
import { FormField, fieldAria, inputClass } from '../../../components/form/form-field';
import { onlyDigits } from '../../../components/form/transform-input';
import { BookingTextField } from './booking-text-field';

export function AddressFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<BookingFormInput>();
  const stateError = errors.state?.message;
  const addressError = errors.address?.message;
  const addressHint = 'Optional. House number, street and landmark for home installation.';

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id="booking-state" label="State" error={stateError}>
        <select
          {...fieldAria('booking-state', stateError)}
          {...register('state')}
          autoComplete="address-level1"
          className={inputClass}
        >
          <option value="">Select</option>
          {INDIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
      </FormField>
      <BookingTextField name="city" label="City" autoComplete="address-level2" />
      <BookingTextField
        name="pincode"
        label="Pin code"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        transform={onlyDigits}
      />
      <div className="sm:col-span-2">
        <FormField id="booking-address" label="Address" error={addressError} hint={addressHint}>
          <textarea
            {...fieldAria('booking-address', addressError, addressHint)}
            {...register('address')}
            rows={3}
            autoComplete="street-address"
            className={inputClass}
          />
        </FormField>
      </div>
    </div>
  );
}
