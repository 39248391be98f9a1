/**
 * 2-256 of letters, digits, _ . - then @ then 2-64 letters, digits or _
 * (docs/product.md#payment-by-upi).
 */
export const UPI_ID_PATTERN = /^[A-Za-z0-9_.-]{2,256}@[A-Za-z0-9_]{2,64}$/;
export const UPI_ID_MESSAGE = 'Please enter a valid UPI ID (e.g., yourname@bank).';

/** An empty id is allowed (no UPI id configured); anything else must match the pattern. */
export function isValidUpiId(value: string): boolean {
  return value === '' || UPI_ID_PATTERN.test(value);
}

export interface UpiPaymentRequest {
  upiId: string;
  payeeName: string;
  amount: number;
  note: string;
}

/**
 * A UPI deep link (NPCI "upi://pay") carrying the exact amount, so the customer's app pre-fills it.
 * The payee address is left unencoded: it matches UPI_ID_PATTERN, and several apps reject "%40".
 */
export function createUpiPaymentLink({
  upiId,
  payeeName,
  amount,
  note,
}: UpiPaymentRequest): string {
  const query = [
    `pa=${upiId}`,
    `pn=${encodeURIComponent(payeeName)}`,
    `am=${amount.toFixed(2)}`,
    'cu=INR',
    `tn=${encodeURIComponent(note)}`,
  ].join('&');
  return `upi://pay?${query}`;
}
