// Type-only imports: the schemas pull in zod's object code, which the path has no bytes for.
import type { Installation } from '#shared/booking/booking-schema.ts';
import type { FittingPlaces } from '#shared/centres/fitting-places.ts';
import type { MessageKey } from '#shared/validation/form-messages.ts';

/*
 * The booking form's fitting centre (decision 0051), as the page works it out from the PIN's
 * fitting places. Only a hint: the server decides the centre again from the PIN and the choice.
 */

/** A PIN code the fitting places can be asked for: six digits, not starting with 0. */
export const isPinCode = (pincode: string | undefined) => /^[1-9]\d{5}$/.test(pincode ?? '');

/**
 * The centre the booking goes to: for home fitting the one whose fitters visit the PIN ('' when
 * none does); for dealer installation the one chosen, kept while the PIN still lists it, or the
 * only one when there is just one ('' until the customer chooses).
 */
export function centreFor(
  installation: Installation,
  places: FittingPlaces,
  chosen: string,
): string {
  if (installation === 'home') return places.home?.centreId ?? '';
  const [only, ...others] = places.centres;
  if (only && others.length === 0) return only.id;
  return places.centres.some((centre) => centre.id === chosen) ? chosen : '';
}

/**
 * What the form itself refuses before submit, as the server would (fitting-place.ts): a home visit
 * needs the street address, a dealer installation a centre. Issues as the form's check reads them.
 */
export function fittingPlaceIssues(values: {
  installation?: Installation;
  address?: string;
  centreId?: string;
}): { path: string[]; message: MessageKey }[] {
  if (values.installation === 'home' && !values.address?.trim()) {
    return [{ path: ['address'], message: 'addressRequiredForHome' }];
  }
  if (values.installation === 'dealer' && !values.centreId) {
    return [{ path: ['centreId'], message: 'centreRequired' }];
  }
  return [];
}
