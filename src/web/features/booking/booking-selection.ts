// Type-only imports: booking-schema pulls in zod, which must stay out of the entry chunk.
import type { BookingForm, Installation } from '@shared/booking/booking-schema';
import { INDIAN_STATES, type IndianState } from '@shared/booking/indian-states';
import {
  fixedVehicleType,
  isServiceKey,
  type ServiceKey,
  VEHICLE_TYPES,
  type VehicleType,
} from '@shared/catalog/services';

/** The customer's details as typed; text fields start empty (spec section 3). */
export interface BookingDetails {
  fullName: string;
  phone: string;
  email: string;
  state: IndianState | '';
  city: string;
  pincode: string;
  address: string;
  regNumber: string;
  chassisLast5: string;
  engineLast5: string;
  installation: Installation;
}

/** Spec section 3 "Booking selection": what the browser holds between the booking pages. */
export interface BookingSelection extends BookingDetails {
  service?: ServiceKey;
  vehicleType?: VehicleType;
  orderId?: string;
}

export const EMPTY_SELECTION: BookingSelection = {
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
  installation: 'home',
};

/** Spec section 4: a fixed vehicle type is chosen for the customer, otherwise it is cleared. */
export function withService(selection: BookingSelection, service: ServiceKey): BookingSelection {
  return { ...selection, service, vehicleType: fixedVehicleType(service) };
}

export function withBookingForm(selection: BookingSelection, form: BookingForm): BookingSelection {
  return { ...selection, ...form, address: form.address ?? '' };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Rebuilds a selection from stored JSON, dropping anything stale or tampered with. */
export function parseSelection(raw: unknown): BookingSelection {
  if (typeof raw !== 'object' || raw === null) return EMPTY_SELECTION;
  const stored = raw as Record<string, unknown>;
  const state = text(stored.state);
  const vehicleType = VEHICLE_TYPES.find((type) => type === stored.vehicleType);
  return {
    fullName: text(stored.fullName),
    phone: text(stored.phone),
    email: text(stored.email),
    state: INDIAN_STATES.find((known) => known === state) ?? '',
    city: text(stored.city),
    pincode: text(stored.pincode),
    address: text(stored.address),
    regNumber: text(stored.regNumber),
    chassisLast5: text(stored.chassisLast5),
    engineLast5: text(stored.engineLast5),
    installation: stored.installation === 'dealer' ? 'dealer' : 'home',
    service: isServiceKey(stored.service) ? stored.service : undefined,
    vehicleType,
    orderId: text(stored.orderId) || undefined,
  };
}
