import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import {
  type BookingFormInput,
  BookingFormSchema,
  type BookingForm as BookingFormValues,
} from '../../../../shared/booking/booking-schema';
import type { ServiceKey } from '../../../../shared/catalog/services';
import { FieldError } from '../../../components/form/form-field';
import { onlyDigits, toMobileDigits, toUpperCase } from '../../../components/form/transform-input';
import type { BookingDetails, BookingSelection } from '../booking-selection';
import { toDraftDetails, toFormDefaults } from '../form-values';
import { AddressFields } from './address-fields';
import { BookingTextField } from './booking-text-field';
import { ChosenService } from './chosen-service';
import { FormCard, FormSection } from './form-section';
import { InstallationField } from './installation-field';
import { VehicleTypeField } from './vehicle-type-field';

const LAST_DIGITS_INPUT = {
  inputMode: 'numeric',
  autoComplete: 'off',
  maxLength: 5,
  transform: onlyDigits,
} as const;

interface BookingFormProps {
  service: ServiceKey;
  selection: BookingSelection;
  onSubmit: (form: BookingFormValues) => void;
  /** Called with what was typed so far, so changing the service loses nothing. */
  onChangeService: (draft: BookingDetails) => void;
}

export function BookingForm({ service, selection, onSubmit, onChangeService }: BookingFormProps) {
  const form = useForm<BookingFormInput, unknown, BookingFormValues>({
    resolver: zodResolver(BookingFormSchema),
    defaultValues: toFormDefaults(selection, service),
  });
  const serviceError = form.formState.errors.service?.message;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
        <ChosenService
          service={service}
          onChange={() => onChangeService(toDraftDetails(form.getValues()))}
        />
        <FieldError id="booking-service-error" message={serviceError} alert />
        <FormCard>
          <VehicleTypeField service={service} />
        </FormCard>
        <FormSection title="Your details">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <BookingTextField name="fullName" label="Full name" autoComplete="name" />
            </div>
            <BookingTextField
              name="phone"
              label="Mobile number"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              hint="10 digits, without +91"
              transform={toMobileDigits}
            />
            <BookingTextField name="email" label="Email" type="email" autoComplete="email" />
          </div>
        </FormSection>
        <FormSection title="Address">
          <AddressFields />
        </FormSection>
        <FormSection title="Vehicle details">
          <div className="grid gap-4 sm:grid-cols-3">
            <BookingTextField
              name="regNumber"
              label="Registration number"
              placeholder="e.g. UK08AB1234"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={15}
              transform={toUpperCase}
            />
            <BookingTextField
              name="chassisLast5"
              label="Chassis number (last 5 digits)"
              {...LAST_DIGITS_INPUT}
            />
            <BookingTextField
              name="engineLast5"
              label="Engine number (last 5 digits)"
              {...LAST_DIGITS_INPUT}
            />
          </div>
        </FormSection>
        <FormCard>
          <InstallationField />
        </FormCard>
        <button
          type="submit"
          className="w-full rounded-lg bg-blue-700 px-6 py-3 font-semibold text-white shadow hover:bg-blue-800 sm:ml-auto sm:block sm:w-auto"
        >
          Proceed to Payment
        </button>
      </form>
    </FormProvider>
  );
}
