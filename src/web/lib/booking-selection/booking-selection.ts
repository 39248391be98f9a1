// Type-only imports: booking-schema pulls in zod, which must stay out of the entry chunk.
import type {
  BookingFields,
  BookingForm,
  BookingFormInput,
} from '#shared/booking/booking-schema.ts';
import { INDIAN_STATES, type IndianState } from '#shared/booking/indian-states.ts';
import {
  fixedVehicleType,
  isServiceKey,
  isVehicleTypeAllowed,
  type ServiceKey,
  VEHICLE_TYPES,
} from '#shared/catalog/services.ts';

/**
 * The customer's details as typed: the booking's fields but the choices and the payment, and
 * whether they ticked the WhatsApp box.
 */
export type BookingDetails = Omit<
  BookingFields,
  'service' | 'vehicleType' | 'orderId' | 'txnId' | 'locale' | 'state'
> & {
  state: IndianState | '';
  whatsappConsent: boolean;
};

/** What the browser holds between the booking pages (docs/product.md#booking). */
export type BookingSelection = BookingDetails &
  Partial<Pick<BookingFields, 'service' | 'vehicleType' | 'orderId'>>;

/** Text fields start empty. */
export const EMPTY_SELECTION: BookingDetails = {
  fullName: '',
  phone: '',
  email: '',
  state: '',
  city: '',
  pincode: '',
  address: '',
  regNumber: '',
  chassisLast5: '',
  engineLast5: '',
  // For a business invoice: empty unless the customer opens that part of the form.
  customerGstin: '',
  installation: 'home',
  // The fitting centre: the chosen one for dealer installation, the PIN's for home.
  centreId: '',
  // Chosen on the calendar once the fitment kind is known.
  appointmentDay: '',
  appointmentSlot: '',
  // Off until the customer ticks it (shown only where WhatsApp is offered).
  whatsappConsent: false,
};

/**
 * A fixed vehicle type is chosen for the customer, otherwise it is cleared
 * (docs/product.md#services-and-vehicle-types).
 */
export function withService(selection: BookingSelection, service: ServiceKey): BookingSelection {
  return { ...selection, service, vehicleType: fixedVehicleType(service) };
}

export function withBookingForm(selection: BookingSelection, form: BookingForm): BookingSelection {
  return {
    ...selection,
    ...form,
    address: form.address ?? '',
    centreId: form.centreId ?? '',
    customerGstin: form.customerGstin ?? '',
    whatsappConsent: form.whatsappConsent ?? false,
  };
}

const fieldsOf = (raw: unknown) =>
  (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<Record<string, unknown>>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The details in stored JSON or unvalidated form values, dropping anything stale or tampered with. */
export function parseDetails(raw: unknown): BookingDetails {
  const stored = fieldsOf(raw);
  const texts = Object.keys(EMPTY_SELECTION).map((field) => [field, text(stored[field])]);
  return {
    ...(Object.fromEntries(texts) as Record<keyof BookingDetails, string>),
    state: INDIAN_STATES.find((state) => state === stored.state) ?? '',
    installation: stored.installation === 'dealer' ? 'dealer' : 'home',
    whatsappConsent: stored.whatsappConsent === true,
  };
}

/** Rebuilds a selection from stored JSON. */
export function parseSelection(raw: unknown): BookingSelection {
  const stored = fieldsOf(raw);
  return {
    ...parseDetails(raw),
    service: isServiceKey(stored.service) ? stored.service : undefined,
    vehicleType: VEHICLE_TYPES.find((type) => type === stored.vehicleType),
    orderId: text(stored.orderId) || undefined,
  };
}

/** The booking form starts from what the customer entered before (back from payment, reload). */
export function toFormDefaults(
  { vehicleType, orderId: _, ...details }: BookingSelection,
  service: ServiceKey,
): Partial<BookingFormInput> {
  return {
    ...details,
    service,
    vehicleType:
      vehicleType && isVehicleTypeAllowed(service, vehicleType)
        ? vehicleType
        : fixedVehicleType(service),
    state: details.state || undefined,
  };
}
