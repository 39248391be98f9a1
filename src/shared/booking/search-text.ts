/**
 * Upper case, keeping only letters (of any script, with their vowel signs), digits and "/":
 * "uk08 ab-1234" and "UK08AB1234" match, and so do "ravi kumar", "RaviKumar" and "रवि कुमार" as
 * typed or stored. Nothing else survives, so a compacted term holds no LIKE or full-text operators.
 */
export function compactForSearch(value: string): string {
  return value
    .normalize('NFC')
    .toUpperCase()
    .replace(/[^\p{L}\p{M}\p{N}/]/gu, '');
}

/**
 * What an admin's search matches: order id, phone, registration number, transaction number and
 * the customer's name, each compacted, apart (a term never matches across two of them).
 */
export function bookingSearchText(booking: {
  orderId: string;
  phone: string;
  regNumber: string;
  txnId: string;
  fullName: string;
}): string {
  return [booking.orderId, booking.phone, booking.regNumber, booking.txnId, booking.fullName]
    .map(compactForSearch)
    .join(' ');
}
