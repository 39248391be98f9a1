import type { InputHTMLAttributes } from 'react';
import { FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';
import { useFormMessage } from '#web/i18n/use-form-message.ts';
import { type BookingFieldName, useBookingFormState } from '../booking-form-state.tsx';

type TextFieldName = Exclude<
  BookingFieldName,
  | 'vehicleType'
  | 'state'
  | 'address'
  | 'installation'
  | 'appointmentDay'
  | 'appointmentSlot'
  | 'whatsappConsent'
>;

interface BookingTextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className'> {
  name: TextFieldName;
  label: string;
  hint?: string;
  /** Rewrites the value as typed (e.g. upper case, digits only). */
  transform?: (value: string) => string;
}

export function BookingTextField({
  name,
  label,
  hint,
  transform,
  ...inputProps
}: BookingTextFieldProps) {
  const { errors, field } = useBookingFormState();
  const id = `booking-${name}`;
  const error = useFormMessage()(errors[name]);

  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <input
        {...inputProps}
        {...fieldAria(id, error, hint)}
        {...field(name, transform)}
        className={inputClass}
      />
    </FormField>
  );
}
