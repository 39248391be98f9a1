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
