import {
  fixedVehicleType,
  SERVICES,
  type ServiceKey,
  type VehicleType,
} from '#shared/catalog/services.ts';
import { formatRupees } from '#shared/format/money.ts';
import { hasPayee } from '#shared/storefront/payee.ts';
import { ChoiceCard } from '#web/components/form/choice-card.tsx';
import { FieldError } from '#web/components/form/form-field.tsx';
import { fill } from '#web/i18n/fill.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { bookingMessages, commonMessages, vehicleTypeMessages } from '#web/i18n/messages.ts';
import { useFormMessage } from '#web/i18n/use-form-message.ts';
import { useStorefront } from '#web/lib/storefront/use-storefront.ts';
import { useBookingFormState } from '../booking-form-state.tsx';

const ERROR_ID = 'booking-vehicleType-error';

/**
 * A radio choice when the service allows several vehicle types; shown, not editable, when fixed.
 * Each shows what this service costs for it, from the live prices.
 */
export function VehicleTypeField({ service }: { service: ServiceKey }) {
  const { errors, radio } = useBookingFormState();
  const t = useMessages(bookingMessages);
  const vehicleTypes = useMessages(vehicleTypeMessages);
  const error = useFormMessage()(errors.vehicleType);
  const fixed = fixedVehicleType(service);
  const { pausedFor } = useMessages(commonMessages);
  const storefront = useStorefront().storefront;
  // A vehicle type nobody can be paid for yet says so in place of its price (issue 39).
  const priceOf = (vehicleType: VehicleType) => {
    if (storefront && !hasPayee(storefront.payment[vehicleType])) {
      return fill(pausedFor, { vehicleTypes: vehicleTypes[vehicleType] });
    }
    const price = storefront?.pricing[service][vehicleType];
    return price && fill(t.vehiclePrice, { amount: formatRupees(price.total) });
  };

  if (fixed) {
    const fixedPrice = priceOf(fixed);
    return (
      <div>
        <h2 className="font-semibold text-lg text-slate-900">{t.vehicleType}</h2>
        <p className="mt-3 rounded-lg bg-slate-100 px-3 py-2.5 font-medium text-slate-900">
          {vehicleTypes[fixed]}
          <span className="ml-2 font-normal text-slate-600 text-sm">{t.setByService}</span>
          {fixedPrice && <span className="block text-slate-700 text-sm">{fixedPrice}</span>}
        </p>
        <FieldError id={ERROR_ID} message={error} alert />
      </div>
    );
  }

  return (
    <fieldset aria-describedby={error ? ERROR_ID : undefined}>
      <legend className="mb-3 font-semibold text-lg text-slate-900">{t.vehicleType}</legend>
      <div className="grid grid-cols-2 gap-2 sm:gap-3">
        {SERVICES[service].allowedVehicleTypes.map((vehicleType) => (
          <ChoiceCard
            key={vehicleType}
            label={vehicleTypes[vehicleType]}
            description={priceOf(vehicleType)}
            aria-invalid={error ? true : undefined}
            {...radio('vehicleType', vehicleType)}
          />
        ))}
      </div>
      <div className="mt-1.5">
        <FieldError id={ERROR_ID} message={error} alert />
      </div>
    </fieldset>
  );
}
