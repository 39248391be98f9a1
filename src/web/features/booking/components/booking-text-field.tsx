import type { BookingFormInput } from '@shared/booking/booking-schema';
import type { InputHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormField, fieldAria, inputClass } from '@/components/form/form-field';
import { withInputTransform } from '@/components/form/transform-input';
import { useFormMessage } from '@/i18n/use-form-message';

type TextFieldName = Exclude<
  keyof BookingFormInput,
  'service' | 'vehicleType' | 'state' | 'address' | 'installation'
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
  const {
    register,
    formState: { errors },
  } = useFormContext<BookingFormInput>();
  const id = `booking-${name}`;
  const error = useFormMessage()(errors[name]?.message);
  const registration = register(name);

  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <input
        {...inputProps}
        {...fieldAria(id, error, hint)}
        {...(transform ? withInputTransform(registration, transform) : registration)}
        className={inputClass}
      />
    </FormField>
  );
}
