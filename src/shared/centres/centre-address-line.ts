import type { PublicCentre } from './public-centre.ts';

/**
 * A centre's address on one line, as mails, the .ics LOCATION, the invoice and the customer pages
 * print it. A module of its own: the booking form's chunk imports it without zod's object code.
 */
export function centreAddressLine(centre: Pick<PublicCentre, 'address' | 'city' | 'pincode'>) {
  const street = centre.address.replace(/\s*\r?\n\s*/g, ', ');
  return `${street}, ${centre.city} ${centre.pincode}`;
}
