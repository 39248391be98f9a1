export const onlyDigits = (value: string) => value.replace(/\D/g, '');
/** A PIN code's six digits. Not maxLength: it would cut a pasted "247-667" before the dash goes. */
export const toPinCode = (value: string) => onlyDigits(value).slice(0, 6);
export const toUpperCase = (value: string) => value.toUpperCase();

/**
 * Keeps only digits and drops an Indian trunk or country prefix that autofill and pasted numbers
 * often carry ("098765 43210", "+91 98765 43210"), so the 10-digit rule checks the real number.
 */
export function toMobileDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  return digits;
}
