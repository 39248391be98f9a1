import { lazy, Suspense, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import type { BookingForm as BookingFormValues } from '#shared/booking/booking-schema.ts';
import { toLastFiveDigits } from '#shared/booking/last-five-digits.ts';
import type { ServiceKey } from '#shared/catalog/services.ts';
import { FieldError } from '#web/components/form/form-field.tsx';
import { toMobileDigits, toUpperCase } from '#web/components/form/transform-input.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useMessages } from '#web/i18n/language-context.tsx';
import { bookingMessages, policiesMessages } from '#web/i18n/messages.ts';
import { useFormMessage } from '#web/i18n/use-form-message.ts';
import {
  type BookingDetails,
  type BookingSelection,
  parseDetails,
  toFormDefaults,
} from '#web/lib/booking-selection/booking-selection.ts';
import { paths } from '#web/lib/paths.ts';
import { useStorefront } from '#web/lib/storefront/use-storefront.ts';
import { BookingFormProvider, useBookingForm } from '../booking-form-state.tsx';
import { AddressFields } from './address-fields.tsx';
import { AppointmentField } from './appointment-field.tsx';
import { BookingTextField } from './booking-text-field.tsx';
import { ChosenService } from './chosen-service.tsx';
import { FittingPlaceField } from './fitting-place-field.tsx';
import { FormSection } from './form-section.tsx';
import { InstallationField } from './installation-field.tsx';
import { VehicleTypeField } from './vehicle-type-field.tsx';

// Its own chunk, fetched only while the owner requires codes: the path has no bytes to spare.
const MobileCodeStep = lazy(() => import('./mobile-code-step.tsx'));

// No maxLength: it would cut a pasted chassis number before its letters are dropped.
const LAST_DIGITS_INPUT = {
  inputMode: 'numeric',
  autoComplete: 'off',
  transform: toLastFiveDigits,
} as const;

interface BookingFormProps {
  service: ServiceKey;
  selection: BookingSelection;
  onSubmit: (form: BookingFormValues) => void;
  /** Called with what was typed so far, so changing the service loses nothing. */
  onChangeService: (draft: BookingDetails) => void;
}

export function BookingForm({ service, selection, onSubmit, onChangeService }: BookingFormProps) {
  const form = useBookingForm(toFormDefaults(selection, service));
  const t = useMessages(bookingMessages);
  const policies = useMessages(policiesMessages);
  const serviceError = useFormMessage()(form.errors.service);
  // The WhatsApp agreement is asked only where the business sends WhatsApp messages.
  const whatsapp = useStorefront().storefront?.whatsapp;
  const codeRequired = useStorefront().storefront?.mobileCode;
  const gstRegistered = useStorefront().storefront?.siteInfo.gstin;
  // The payment page's refusals of where to fit (no home visits there, no street address, no
  // centre), shown at their fields on the way back.
  const refused = (useLocation().state as { fieldErrors?: object } | null)?.fieldErrors;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form opens.
  useEffect(() => {
    if (refused) form.setErrors(refused);
  }, []);

  return (
    <BookingFormProvider form={form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
        <ChosenService
          service={service}
          onChange={() => onChangeService(parseDetails(form.values))}
        />
        <FieldError id="booking-service-error" message={serviceError} alert />
        <FormSection>
          <VehicleTypeField service={service} />
        </FormSection>
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
          {whatsapp && (
            // The words are a versioned text (shared/messaging/whatsapp-consent.ts).
            <label className="mt-4 flex items-start gap-2.5 text-slate-900">
              <input
                type="checkbox"
                checked={!!form.values.whatsappConsent}
                onChange={(event) => form.setValue('whatsappConsent', event.target.checked)}
                className="mt-0.5 size-4 accent-blue-700"
              />
              {t.whatsapp}
            </label>
          )}
          {codeRequired && (
            <Suspense>
              <MobileCodeStep phone={form.values.phone} />
            </Suspense>
          )}
          {/* Only a business with a GSTIN issues tax invoices (decision 0049); the server checks it. */}
          {gstRegistered && (
            <details open={!!form.values.customerGstin} className="mt-4">
              <summary className="cursor-pointer py-2 font-medium text-blue-800">
                {t.addGstin}
              </summary>
              <BookingTextField
                name="customerGstin"
                label="GSTIN"
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                maxLength={15}
                transform={toUpperCase}
              />
            </details>
          )}
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
        <FormSection>
          <InstallationField />
          <FittingPlaceField />
        </FormSection>
        <FormSection>
          <AppointmentField />
        </FormSection>
        {/* The DPDP notice (decision 0050): submitting after it is the agreement stored. */}
        <p className="text-slate-700 text-sm">
          {t.privacyNotice}{' '}
          <Link to={paths.policies.privacy} className="text-blue-800 underline">
            {policies.privacy}
          </Link>
        </p>
        <Button type="submit" size="lg" className="sm:ml-auto sm:flex">
          {t.proceed}
        </Button>
      </form>
    </BookingFormProvider>
  );
}
