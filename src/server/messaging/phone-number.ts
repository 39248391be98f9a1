import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/**
 * An Indian mobile number as typed (98765 43210, +91 98765-43210, 098765 43210) as its ten
 * national digits, or undefined when it is not a valid Indian mobile number: the "mobile"
 * metadata of libphonenumber-js knows the ranges the numbering plan gives out to mobiles, so a
 * landline or an unallotted range is refused too.
 */
export function indianMobile(typed: string): string | undefined {
  const parsed = parsePhoneNumberFromString(typed, 'IN');
  if (parsed?.country !== 'IN' || !parsed.isValid()) return undefined;
  return parsed.nationalNumber;
}

/** The number as both providers take it: 91 and the ten digits, no plus (WhatsApp, MSG91). */
export function providerNumber(nationalMobile: string): string {
  return `91${nationalMobile}`;
}
