/**
 * What the chassis and engine fields ask for: the number's last five digits. Non-digits go first,
 * then of a longer number (a whole chassis number pasted in) the last five are kept.
 */
export function toLastFiveDigits(value: string): string {
  return value.replace(/\D/g, '').slice(-5);
}
