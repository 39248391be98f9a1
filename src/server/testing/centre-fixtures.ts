import { DEFAULT_APPOINTMENT_RULES } from '#shared/appointments/appointment-rules.ts';
import type { FittingCentreInput } from '#shared/centres/fitting-centre.ts';

/** A second fitting centre as the owner would add it: open, on the default calendar. */
export function centreInput(overrides: Partial<FittingCentreInput> = {}): FittingCentreInput {
  return {
    name: 'Dehradun Road workshop',
    address: '14 Haridwar Road\nNear the bus stand',
    city: 'Dehradun',
    pincode: '248001',
    mapUrl: 'https://maps.example.in/?q=dehradun',
    phone: '+91 98765 43210',
    active: true,
    rules: DEFAULT_APPOINTMENT_RULES,
    ...overrides,
  };
}
