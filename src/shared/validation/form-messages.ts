import type { ComplaintMessageKey } from '#shared/complaints/complaint-messages.ts';
import type { LeadMessageKey } from '#shared/leads/lead-messages.ts';
import type { MobileCodeMessageKey } from '#shared/mobile-codes/mobile-code-messages.ts';
import type { CancelMessageKey } from '#shared/refunds/cancel-messages.ts';
import type { TrackMessageKey } from '#shared/tracking/track-messages.ts';
import type { LazyFormMessageKey } from './lazy-form-messages.ts';

/**
 * What customers read about a form, by key: the shared schemas give these keys as their messages,
 * the server answers with a key and its English here, and each page shows the key's text in its
 * own language (the web app's catalogues: en.ts takes this table as it is, hi.ts has each key in
 * Hindi). The words are fixed (docs/product.md#booking, #languages). Every English text is
 * written here once; the admin area, English only, reads its words from here too.
 *
 * These ship in the customer entry. Messages only lazy pages give are in lazy-form-messages.ts,
 * the tracking page's own in shared/tracking/track-messages.ts, the movers page's in
 * shared/leads/lead-messages.ts.
 */
export const FORM_MESSAGES = {
  serviceRequired: 'Please select a service.',
  vehicleTypeRequired: 'Please select vehicle type.',
  vehicleTypeNotAllowed: 'This vehicle type is not available for the chosen service.',
  fullNameRequired: 'Please enter your full name.',
  mobileRequired: 'Please enter a 10-digit mobile number.',
  /** Ten digits, but not a number the Indian plan gives to mobiles (a landline, a free range). */
  mobileInvalid: 'This is not a valid Indian mobile number.',
  emailInvalid: 'Please enter a valid email address.',
  stateRequired: 'Please select your state.',
  cityRequired: 'Please enter your city.',
  pincodeRequired: 'Please enter a 6-digit pin code.',
  addressTooLong: 'Please keep the address under 500 characters.',
  regNumberRequired: 'Please enter the registration number.',
  regNumberCharacters: 'The registration number may only have letters, digits, spaces and hyphens.',
  chassisRequired: 'Please enter the last 5 digits of the chassis number.',
  engineRequired: 'Please enter the last 5 digits of the engine number.',
  installationRequired: 'Please choose home or dealer installation.',
  under15Characters: 'Please keep this under 15 characters.',
  under100Characters: 'Please keep this under 100 characters.',
  noControlCharacters: 'Please remove line breaks and special control characters.',
  noSpecialCharacters: 'Please remove special control characters.',
  txnIdRequired: 'Please enter your Payment Transaction No.',
  txnIdTwelveDigits: 'A UPI transaction number (UTR) has 12 digits.',
  orderIdMissing: 'The order number is missing.',
  orderIdInvalid: 'The order number is not valid.',
  orderIdOutdated:
    'This order number is out of date. Please reload the payment page to get a new one.',
  screenshotNotImage:
    'Please choose an image file (for example JPG or PNG) for the payment screenshot.',
  screenshotTooLarge: 'The payment screenshot must be 5 MB or smaller.',
  screenshotNotPicture: 'The payment screenshot must be a picture (JPG, PNG, WebP, GIF or AVIF).',
  submitFailed: 'Failed to submit payment. Please try again.',
  /** The booking limit per connection (429). */
  tooManyBookings:
    'Too many bookings from this connection. Please try again in a few minutes, or call us.',
  orderNumberFormat: 'Please enter the order number as shown, e.g. HSRPBOOKING/2026/1121123456.',
  lookupFailed: 'We could not look up your order right now. Please try again.',
  tooManyLookups: 'Too many look-ups from this connection. Please try again in a few minutes.',
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Please keep your name under 100 characters.',
  tooManyRequests:
    'Too many requests from this connection. Please call us instead or try again in a few minutes.',
  formUnreadable: 'The form could not be read. Please try again.',
  serverFault: 'Something went wrong on our side. Please try again in a moment.',
  /** A booking for a vehicle type without a payee (409). */
  bookingsPaused:
    'Bookings for this vehicle type are paused: we cannot take payments for it yet. Please do not pay, and call us to book.',
  /** The booking limit per mobile number (429). */
  tooManyBookingsForPhone:
    'Too many bookings for this mobile number. Please try again in an hour, or call us.',
} as const;

export type FormMessageKey = keyof typeof FORM_MESSAGES;

/** A customer message's key, in either table: what schemas, server answers and pages carry. */
export type MessageKey =
  | FormMessageKey
  | LazyFormMessageKey
  | MobileCodeMessageKey
  | ComplaintMessageKey
  | CancelMessageKey
  | TrackMessageKey
  | LeadMessageKey;

/**
 * A message key where zod takes any string (`z.minLength(1, messageKey('cityRequired'))`): a
 * misspelt key fails the type check instead of reaching a customer as it is. Here, in the
 * customer entry with the table, so the lazy schemas that call it need no chunk of their own.
 */
export const messageKey = <Key extends MessageKey>(key: Key): Key => key;
