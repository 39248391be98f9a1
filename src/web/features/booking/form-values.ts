import type { BookingFormInput } from '@shared/booking/booking-schema';
import { INDIAN_STATES } from '@shared/booking/indian-states';
import { fixedVehicleType, isVehicleTypeAllowed, type ServiceKey } from '@shared/catalog/services';
import type { DefaultValues } from 'react-hook-form';
import type { BookingDetails, BookingSelection } from './booking-selection';

/** The booking form starts from what the customer entered before (back from payment, reload). */
export function toFormDefaults(
  selection: BookingSelection,
  service: ServiceKey,
): DefaultValues<BookingFormInput> {
  const { vehicleType } = selection;
  return {
    service,
    vehicleType:
      vehicleType && isVehicleTypeAllowed(service, vehicleType)
        ? vehicleType
        : fixedVehicleType(service),
    fullName: selection.fullName,
    phone: selection.phone,
    email: selection.email,
    state: selection.state || undefined,
    city: selection.city,
    pincode: selection.pincode,
    address: selection.address,
    regNumber: selection.regNumber,
    chassisLast5: selection.chassisLast5,
    engineLast5: selection.engineLast5,
    installation: selection.installation,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Unvalidated form values, kept when the customer goes back to change the service. */
export function toDraftDetails(
  values: Partial<Record<keyof BookingFormInput, unknown>>,
): BookingDetails {
  return {
    fullName: text(values.fullName),
    phone: text(values.phone),
    email: text(values.email),
    state: INDIAN_STATES.find((state) => state === values.state) ?? '',
    city: text(values.city),
    pincode: text(values.pincode),
    address: text(values.address),
    regNumber: text(values.regNumber),
    chassisLast5: text(values.chassisLast5),
    engineLast5: text(values.engineLast5),
    installation: values.installation === 'dealer' ? 'dealer' : 'home',
  };
}
