/** Upper case, keeping only letters, digits and "/": "uk08 ab-1234" and "UK08AB1234" match. */
export function compactForSearch(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9/]/g, '');
}

/** What an admin's search matches: order id, phone and registration number. */
export function bookingSearchText(booking: {
  orderId: string;
  phone: string;
  regNumber: string;
}): string {
  return [booking.orderId, booking.phone, booking.regNumber].map(compactForSearch).join(' ');
}
