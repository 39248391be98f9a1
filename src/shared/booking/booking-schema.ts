import * as z from 'zod/mini';
import { appointmentFieldsShape } from '#shared/appointments/appointment-fields.ts';
import {
  isVehicleTypeAllowed,
  SERVICE_KEYS,
  type ServiceKey,
  VEHICLE_TYPES,
  type VehicleType,
} from '#shared/catalog/services.ts';
import { LOCALE_CODES } from '#shared/site/locales.ts';
import { type MessageKey, messageKey } from '#shared/validation/form-messages.ts';
import { emailChecks, MULTI_LINE, SINGLE_LINE } from '#shared/validation/text-rules.ts';
import { INDIAN_STATES } from './indian-states.ts';
import { ORDER_NUMBER_PATTERN } from './order-number.ts';

/*
 * Every message here is a key of the customer message tables (shared/validation/form-messages.ts):
 * the server answers with its English, the web app shows it in the page's language.
 */

export const INSTALLATION_OPTIONS = ['home', 'dealer'] as const;
export type Installation = (typeof INSTALLATION_OPTIONS)[number];

const text = (required: MessageKey, max: 15 | 100) =>
  z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(
        max,
        max === 15 ? messageKey('under15Characters') : messageKey('under100Characters'),
      ),
      z.regex(SINGLE_LINE, messageKey('noControlCharacters')),
    );

/** Keeps only the digits, then demands exactly `count` of them (chassis and engine: 5 digits). */
const strippedDigits = (count: number, message: MessageKey) =>
  z.string({ error: message }).check(
    z.overwrite((value) => value.replace(/\D/g, '')),
    z.regex(new RegExp(`^\\d{${count}}$`), message),
  );

const digits = (count: number, message: MessageKey) =>
  z.string({ error: message }).check(z.trim(), z.regex(new RegExp(`^\\d{${count}}$`), message));

/** A booking's fields as the customer fills them in (docs/product.md#booking): the one list. */
const fieldsShape = {
  service: z.enum(SERVICE_KEYS, { error: messageKey('serviceRequired') }),
  vehicleType: z.enum(VEHICLE_TYPES, { error: messageKey('vehicleTypeRequired') }),
  fullName: text('fullNameRequired', 100),
  phone: digits(10, 'mobileRequired'),
  email: z
    .string({ error: messageKey('emailInvalid') })
    .check(z.trim(), ...emailChecks(messageKey('emailInvalid'))),
  state: z.enum(INDIAN_STATES, { error: messageKey('stateRequired') }),
  city: text('cityRequired', 100),
  pincode: digits(6, 'pincodeRequired'),
  address: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(500, messageKey('addressTooLong')),
        z.regex(MULTI_LINE, messageKey('noControlCharacters')),
      ),
  ),
  regNumber: text('regNumberRequired', 15).check(
    z.toUpperCase(),
    z.regex(/^[A-Z0-9][A-Z0-9 -]*$/, messageKey('regNumberCharacters')),
  ),
  chassisLast5: strippedDigits(5, 'chassisRequired'),
  engineLast5: strippedDigits(5, 'engineRequired'),
  installation: z.enum(INSTALLATION_OPTIONS, { error: messageKey('installationRequired') }),
  /**
   * The fitting centre (decision 0051): the one chosen for dealer installation, or the one whose
   * fitters visit the PIN for home installation. The server decides which it is from the PIN and
   * the centres open; a page that sends none gets the only centre, or is asked to choose.
   */
  centreId: z.optional(z.string().check(z.maxLength(64))),
  /** The fitting appointment: the server checks it against the slots still free (decision 0027). */
  ...appointmentFieldsShape,
  /**
   * The customer's GSTIN, for a business invoice: checked on the server only (customer-gstin.ts),
   * so the customer path carries no checksum.
   */
  customerGstin: z.optional(z.string()),
};

const vehicleTypeAllowed = z.refine<{ service: ServiceKey; vehicleType: VehicleType }>(
  (booking) => isVehicleTypeAllowed(booking.service, booking.vehicleType),
  { message: messageKey('vehicleTypeNotAllowed'), path: ['vehicleType'] },
);

/**
 * The customer's yes to WhatsApp messages about the booking (shared/messaging/whatsapp-consent.ts):
 * a checkbox; absent is no. The payment page's form data says "true" or "false", which the server
 * reads as booleans before this checks it (http/read-form.ts: checkboxes), so the browser ships
 * no string-to-boolean parsing. Not a column: the server stores when and to which words.
 */
const consentShape = { whatsappConsent: z.optional(z.boolean()) };

/** The booking form: service, vehicle type and the customer's details (docs/product.md#booking). */
export const BookingFormSchema = z
  .object({ ...fieldsShape, ...consentShape })
  .check(vehicleTypeAllowed);
export type BookingFormInput = z.input<typeof BookingFormSchema>;
export type BookingForm = z.output<typeof BookingFormSchema>;

/**
 * A UPI transaction number (UTR) the way the customer's app shows or they type it: spaces and
 * dashes between digit groups mean nothing, and some apps print a 13th, leading zero. The stored
 * form is the bare 12 digits, so one payment reference is one value for the duplicate check.
 */
export function normaliseTransactionNumber(value: string): string {
  const compact = value.replace(/[\s-]/g, '');
  return /^0\d{12}$/.test(compact) ? compact.slice(1) : compact;
}

export const TransactionNumberSchema = z
  .string({ error: messageKey('txnIdRequired') })
  .check(
    z.overwrite(normaliseTransactionNumber),
    z.minLength(1, { message: messageKey('txnIdRequired'), abort: true }),
    z.regex(/^\d{12}$/, messageKey('txnIdTwelveDigits')),
  );

/** The payment page's own form: the rest of the booking comes from the booking form. */
export const PaymentProofSchema = z.object({ txnId: TransactionNumberSchema });

/**
 * What the payment page submits. Nothing price-like is part of it: the server prices every
 * booking from its own stored pricing, and unknown keys are dropped.
 */
const submissionShape = {
  ...fieldsShape,
  orderId: z
    .string({ error: messageKey('orderIdMissing') })
    .check(z.regex(ORDER_NUMBER_PATTERN, messageKey('orderIdInvalid'))),
  txnId: TransactionNumberSchema,
  /**
   * The language the payment page was in when the customer submitted: the booking's mails and
   * the pages its links open speak it. Sent by the page rather than read from the cookie, which a
   * browser may block or another tab may have changed; the route takes the cookie's only from a
   * caller that sends none.
   */
  locale: z.optional(z.enum(LOCALE_CODES)),
};
/**
 * The version of the privacy notice the booking form showed (shared/personal-data/privacy-notice.ts):
 * the route refuses any but the current one; the booking stores it with the time. Optional here
 * so that the route, not a field error, says what to do about a missing or stale one.
 */
const noticeShape = { privacyNotice: z.optional(z.string()) };
export const CreateBookingSchema = z
  .object({ ...submissionShape, ...consentShape, ...noticeShape })
  .check(vehicleTypeAllowed);
export type CreateBookingInput = z.input<typeof CreateBookingSchema>;
export type CreateBooking = z.output<typeof CreateBookingSchema>;

/** A submitted booking's fields as stored: every one present (an address may be empty). */
export type BookingFields = Required<
  Omit<CreateBooking, keyof typeof consentShape | keyof typeof noticeShape>
>;
export const BOOKING_FIELDS = Object.keys(submissionShape) as (keyof BookingFields)[];
