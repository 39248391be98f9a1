import { INDIAN_STATES } from '#shared/booking/indian-states.ts';
import { FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';
import { toPinCode } from '#web/components/form/transform-input.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { bookingMessages, stateMessages } from '#web/i18n/messages.ts';
import { useLazyFormMessage } from '#web/i18n/use-lazy-form-message.ts';
import { useBookingFormState } from '../booking-form-state.tsx';
import { BookingTextField } from './booking-text-field.tsx';

export function AddressFields() {
  const { errors, field } = useBookingFormState();
  const t = useMessages(bookingMessages);
  const stateNames = useMessages(stateMessages);
  const formMessage = useLazyFormMessage();
  const stateError = formMessage(errors.state);
  const addressError = formMessage(errors.address);
  const addressHint = t.addressHint;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id="booking-state" label={t.state} error={stateError}>
        <select
          {...fieldAria('booking-state', stateError)}
          {...field('state')}
          autoComplete="address-level1"
          className={inputClass}
        >
          <option value="">{t.selectState}</option>
          {/* The value sent is the English name the schema knows; only the label is translated. */}
          {INDIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {stateNames[state]}
            </option>
          ))}
        </select>
      </FormField>
      <BookingTextField name="city" label={t.city} autoComplete="address-level2" />
      <BookingTextField
        name="pincode"
        label={t.pincode}
        inputMode="numeric"
        autoComplete="postal-code"
        transform={toPinCode}
      />
      <div className="sm:col-span-2">
        <FormField id="booking-address" label={t.address} error={addressError} hint={addressHint}>
          <textarea
            {...fieldAria('booking-address', addressError, addressHint)}
            {...field('address')}
            rows={3}
            autoComplete="street-address"
            className={inputClass}
          />
        </FormField>
      </div>
    </div>
  );
}
