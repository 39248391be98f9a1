import { stateOfGstCode } from '#shared/booking/indian-states.ts';

/**
 * A GSTIN: 2-digit state code, the 10-character PAN, the entity number, "Z" and a check
 * character (the GST network's mod-36 checksum), e.g. 05ABCDE1234F1Z6.
 */
const GSTIN_FORMAT = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function checkCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = ALPHABET.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** True for a well-formed GSTIN of a real state or union territory with a correct check character. */
export function isValidGstin(gstin: string): boolean {
  return (
    GSTIN_FORMAT.test(gstin) &&
    stateOfGstCode(gstin.slice(0, 2)) !== undefined &&
    checkCharacter(gstin.slice(0, 14)) === gstin.charAt(14)
  );
}

/** The state or union territory a (valid) GSTIN is registered in. */
export function gstinState(gstin: string) {
  return stateOfGstCode(gstin.slice(0, 2));
}
