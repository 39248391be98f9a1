import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import {
  type BookingFormInput,
  BookingFormSchema,
  type BookingForm as BookingFormValues,
} from '@shared/booking/booking-schema';
import type { ServiceKey } from '@shared/catalog/services';
import { FormProvider, useForm } from 'react-hook-form';
import { FieldError } from '@/components/form/form-field';
import { onlyDigits, toMobileDigits, toUpperCase } from '@/components/form/transform-input';
import type { BookingDetails, BookingSelection } from '@/features/booking/booking-selection';
import { toDraftDetails, toFormDefaults } from '@/features/booking/form-values';
import { bookingMessages } from '@/i18n/messages';
import { useFormMessage } from '@/i18n/use-form-message';
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
  const t = useStore(bookingMessages);
  const serviceError = useFormMessage()(form.formState.errors.service?.message);

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
        <FormSection title={t.yourDetails}>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <BookingTextField name="fullName" label={t.fullName} autoComplete="name" />
            </div>
            <BookingTextField
              name="phone"
              label={t.mobile}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              hint={t.mobileHint}
              transform={toMobileDigits}
            />
            <BookingTextField name="email" label={t.email} type="email" autoComplete="email" />
          </div>
        </FormSection>
        <FormSection title={t.address}>
          <AddressFields />
        </FormSection>
        <FormSection title={t.vehicleDetails}>
          <div className="grid gap-4 sm:grid-cols-3">
            <BookingTextField
              name="regNumber"
              label={t.regNumber}
              placeholder={t.regNumberPlaceholder}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={15}
              transform={toUpperCase}
            />
            <BookingTextField name="chassisLast5" label={t.chassisLast5} {...LAST_DIGITS_INPUT} />
            <BookingTextField name="engineLast5" label={t.engineLast5} {...LAST_DIGITS_INPUT} />
          </div>
        </FormSection>
        <FormCard>
          <InstallationField />
        </FormCard>
        <button
          type="submit"
          className="w-full rounded-lg bg-blue-700 px-6 py-3 font-semibold text-white shadow hover:bg-blue-800 sm:ml-auto sm:block sm:w-auto"
        >
          {t.proceed}
        </button>
      </form>
    </FormProvider>
  );
}
