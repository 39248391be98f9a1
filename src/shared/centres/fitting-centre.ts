import * as z from 'zod/mini';
import { AppointmentRulesSchema } from '#shared/appointments/appointment-rules.ts';
import { FORM_MESSAGES } from '#shared/validation/form-messages.ts';
import { MULTI_LINE, requiredLine } from '#shared/validation/text-rules.ts';
import type { PublicCentre } from './public-centre.ts';

// What customers see of a centre has its own module: the customer pages import it without the
// centre's calendar rules and their schemas.
export { centreAddressLine } from './centre-address-line.ts';
export { type PublicCentre, PublicCentreSchema } from './public-centre.ts';

/**
 * A fitting centre (decision 0051): a place plates are fitted at, with its own calendar. Dealer
 * installation happens there; home visits go out from the centre their service area names, on
 * the centre's home slots. An upgrade made the business's one calendar its first centre.
 */

export const CENTRE_MESSAGES = {
  address: 'Please enter the centre’s full address (street and area), under 300 characters.',
  mapUrl: 'Please give a map link that starts with https://, or leave it blank.',
  phone: 'Please enter a phone number of 10 to 15 digits, or leave it blank.',
  unknown: 'This fitting centre does not exist (any more). Reload the page.',
  lastActive: 'At least one fitting centre must stay open for bookings.',
} as const;

/** What the owner enters for a centre (admin Centres page). */
export const FittingCentreInputSchema = z.object({
  name: requiredLine('centre name', 80),
  address: z
    .string({ error: CENTRE_MESSAGES.address })
    .check(
      z.trim(),
      z.minLength(1, CENTRE_MESSAGES.address),
      z.maxLength(300, CENTRE_MESSAGES.address),
      z.regex(MULTI_LINE, CENTRE_MESSAGES.address),
    ),
  city: requiredLine('city', 60),
  pincode: z
    .string({ error: FORM_MESSAGES.pincodeRequired })
    .check(z.trim(), z.regex(/^[1-9]\d{5}$/, FORM_MESSAGES.pincodeRequired)),
  /** A Google Maps (or any https) link customers open for directions; blank for none. */
  mapUrl: z
    .string({ error: CENTRE_MESSAGES.mapUrl })
    .check(
      z.trim(),
      z.maxLength(500, CENTRE_MESSAGES.mapUrl),
      z.regex(/^(https:\/\/\S+)?$/, CENTRE_MESSAGES.mapUrl),
    ),
  /** As dialled: "+91 98765 43210" or "0120 4567890"; blank for none. */
  phone: z.string({ error: CENTRE_MESSAGES.phone }).check(
    z.trim(),
    z.refine((value) => value === '' || /^\+?[\d ()-]{10,20}$/.test(value), CENTRE_MESSAGES.phone),
    z.refine((value) => {
      const digits = value.replace(/\D/g, '').length;
      return value === '' || (digits >= 10 && digits <= 15);
    }, CENTRE_MESSAGES.phone),
  ),
  /** Open for new bookings. A closed centre keeps its bookings; customers no longer see it. */
  active: z.boolean(),
  /** Working days, holidays, lead time and the home and dealer slots, as one calendar had. */
  rules: AppointmentRulesSchema,
});
export type FittingCentreInput = z.infer<typeof FittingCentreInputSchema>;

export const FittingCentreSchema = z.object({
  id: z.string(),
  ...FittingCentreInputSchema.shape,
  /** The owner's order: the first active centre serves callers that name none. */
  position: z.number(),
});
export type FittingCentre = z.infer<typeof FittingCentreSchema>;

export function publicCentre(centre: FittingCentre): PublicCentre {
  const { id, name, address, city, pincode, mapUrl, phone } = centre;
  return { id, name, address, city, pincode, mapUrl, phone };
}
