import type { CustomerTexts } from '#server/catalogues/customer-texts.ts';
import type { MailContent } from '#server/mail/templates/mail-layout.ts';
import type { FittedBooking } from '#server/tracking/booking-centre.ts';
import type { Booking } from '#shared/booking/booking.ts';
import { centreAddressLine, type PublicCentre } from '#shared/centres/fitting-centre.ts';
import { joinAddress } from '#shared/site/postal-address.ts';
import type { SiteInfo } from '#shared/site/site-info.ts';

/** The centre the sample booking is fitted from: a street address on two lines, a map link. */
export const SAMPLE_CENTRE: PublicCentre = {
  id: 'centre-1',
  name: 'Roorkee Plates Centre',
  address: 'Shop 4, Main Market\nNear Clock Tower',
  city: 'Roorkee',
  pincode: '247667',
  mapUrl: 'https://maps.example.in/roorkee-plates',
  phone: '+91 98765 00011',
};

/** A confirmed home booking with an appointment, as a mail or the receipt is drawn from it. */
export const SAMPLE_BOOKING: FittedBooking = {
  orderId: 'HSRPBOOKING/2026/1121123456',
  fullName: 'Asha Verma',
  phone: '9876543210',
  email: 'asha@example.in',
  state: 'Uttarakhand',
  city: 'Roorkee',
  pincode: '247667',
  address: '12 Civil Lines',
  regNumber: 'UK08 AB 1234',
  chassisLast5: '54321',
  engineLast5: '12345',
  installation: 'home',
  locale: 'en',
  service: 'HSRP_WITH_COLOR',
  vehicleType: 'TWO_WHEELER',
  price: { base: 500, gst: 90, gstPct: 18, serviceCharge: 109, total: 699, currency: 'INR' },
  txnId: '412345678901',
  duplicateTxn: false,
  payment: { method: 'UPI', submittedAt: '2026-11-21T06:00:00.000Z', hasProof: false },
  status: 'CONFIRMED',
  createdAt: '2026-11-21T06:00:00.000Z',
  appointment: { day: '2026-12-02', slot: '10:00-12:00', start: '10:00', end: '12:00' },
  centre: SAMPLE_CENTRE,
};

/**
 * The English catalogue with each text wrapped in ⟦…⟧, its placeholders kept: a mail or receipt
 * written from it shows, outside the brackets, only what it took from elsewhere.
 */
export function pseudoTexts(texts: CustomerTexts): CustomerTexts {
  const wrap = (value: unknown): unknown =>
    typeof value === 'string'
      ? `⟦${value}⟧`
      : Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, wrap(v)]));
  return wrap(texts) as CustomerTexts;
}

/** What a reader sees of a mail: its subject, its text, and its HTML without tags or entities. */
export function readableMail({ subject, text, html }: MailContent): string {
  const page = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return [subject, text, page].join('\n');
}

/** Takes the wrapped texts out, innermost first (a name of a thing sits inside a sentence). */
export function outsideBrackets(text: string): string {
  let rest = text;
  for (let before = ''; before !== rest; ) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  }
  return rest;
}

/**
 * The Latin-letter words left once the values a mail takes from the booking, the site and its
 * links are taken out (and the 12-hour clock's am/pm, which Hindi writes the same way): in a
 * mail written wholly in Hindi, or from the pseudo catalogue, the words that slipped through.
 */
export function latinWordsBesides(
  text: string,
  booking: Booking & { centre?: PublicCentre | null },
  site: SiteInfo,
  links: readonly string[] = [],
): string[] {
  const { centre } = booking;
  const values = [
    ...links,
    ...(centre ? [centre.name, centreAddressLine(centre), centre.mapUrl, centre.phone] : []),
    booking.orderId,
    booking.fullName,
    booking.regNumber,
    booking.email,
    site.name,
    joinAddress(site.name, site.address, site.addressCity),
    joinAddress(site.address, site.addressCity),
    site.address,
    site.addressCity,
    site.email,
    site.phone,
  ].sort((a, b) => b.length - a.length);
  let rest = text;
  for (const value of values) rest = rest.replaceAll(value, ' ');
  rest = rest.replace(/\d{1,2}:\d\d [ap]m/g, ' ');
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}
