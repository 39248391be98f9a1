import { keyedError } from '#server/http/http-error.ts';
import { indianMobile } from './phone-number.ts';

/**
 * The ten national digits of a number a customer gave (a booking's, a movers lead's), or a 400
 * they read at the field (mobileInvalid): a landline or an unallotted range cannot take the
 * WhatsApp and SMS messages the business sends, nor the fitter's call, so it is refused before
 * anything is stored. The forms' schemas check only the ten digits; this needs libphonenumber's
 * ranges, which stay on the server.
 */
export function requireIndianMobile(typed: string): string {
  const national = indianMobile(typed);
  if (national === undefined) throw keyedError(400, 'mobileInvalid', 'phone');
  return national;
}
