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
import {
  emailChecks,
  INVALID_EMAIL_MESSAGE,
  MULTI_LINE,
  NO_CONTROL_MESSAGE,
  SINGLE_LINE,
} from '#shared/validation/text-rules.ts';
import { INDIAN_STATES } from './indian-states.ts';
import { ORDER_NUMBER_PATTERN } from './order-number.ts';

/**
 * Texts in fixed words (docs/product.md#booking, #languages): the form and the server answer with
 * the same words, and the web app finds each by them to show its translation.
 */
export const BOOKING_MESSAGES = {
  serviceRequired: 'Please select a service.',
  vehicleTypeRequired: 'Please select vehicle type.',
  vehicleTypeNotAllowed: 'This vehicle type is not available for the chosen service.',
  txnIdRequired: 'Please enter your Payment Transaction No.',
  txnIdTwelveDigits: 'A UPI transaction number (UTR) has 12 digits.',
  orderIdInvalid: 'The order number is not valid.',
  orderIdOutdated:
    'This order number is out of date. Please reload the payment page to get a new one.',
} as const;

export const INSTALLATION_OPTIONS = ['home', 'dealer'] as const;
export type Installation = (typeof INSTALLATION_OPTIONS)[number];

const text = (required: string, max: number) =>
  z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(max, `Please keep this under ${max} characters.`),
      z.regex(SINGLE_LINE, NO_CONTROL_MESSAGE),
    );

/** Keeps only the digits, then demands exactly `count` of them (chassis and engine: 5 digits). */
const strippedDigits = (count: number, message: string) =>
  z.string({ error: message }).check(
    z.overwrite((value) => value.replace(/\D/g, '')),
    z.regex(new RegExp(`^\\d{${count}}$`), message),
  );

const digits = (count: number, message: string) =>
  z.string({ error: message }).check(z.trim(), z.regex(new RegExp(`^\\d{${count}}$`), message));

/** A booking's fields as the customer fills them in (docs/product.md#booking): the one list. */
const fieldsShape = {
  service: z.enum(SERVICE_KEYS, { error: BOOKING_MESSAGES.serviceRequired }),
  vehicleType: z.enum(VEHICLE_TYPES, { error: BOOKING_MESSAGES.vehicleTypeRequired }),
  fullName: text('Please enter your full name.', 100),
  phone: digits(10, 'Please enter a 10-digit mobile number.'),
  email: z.string({ error: INVALID_EMAIL_MESSAGE }).check(z.trim(), ...emailChecks()),
  state: z.enum(INDIAN_STATES, { error: 'Please select your state.' }),
  city: text('Please enter your city.', 100),
  pincode: digits(6, 'Please enter a 6-digit pin code.'),
  address: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(500, 'Please keep the address under 500 characters.'),
        z.regex(MULTI_LINE, NO_CONTROL_MESSAGE),
      ),
  ),
  regNumber: text('Please enter the registration number.', 15).check(
    z.toUpperCase(),
    z.regex(
      /^[A-Z0-9][A-Z0-9 -]*$/,
      'The registration number may only have letters, digits, spaces and hyphens.',
    ),
  ),
  chassisLast5: strippedDigits(5, 'Please enter the last 5 digits of the chassis number.'),
  engineLast5: strippedDigits(5, 'Please enter the last 5 digits of the engine number.'),
  installation: z.enum(INSTALLATION_OPTIONS, {
    error: 'Please choose home or dealer installation.',
  }),
  /** The fitting appointment: the server checks it against the slots still free (decision 0027). */
  ...appointmentFieldsShape,
};

const vehicleTypeAllowed = z.refine<{ service: ServiceKey; vehicleType: VehicleType }>(
  (booking) => isVehicleTypeAllowed(booking.service, booking.vehicleType),
  { message: BOOKING_MESSAGES.vehicleTypeNotAllowed, path: ['vehicleType'] },
);

/** The booking form: service, vehicle type and the customer's details (docs/product.md#booking). */
export const BookingFormSchema = z.object(fieldsShape).check(vehicleTypeAllowed);
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
  .string({ error: BOOKING_MESSAGES.txnIdRequired })
  .check(
    z.overwrite(normaliseTransactionNumber),
    z.minLength(1, { message: BOOKING_MESSAGES.txnIdRequired, abort: true }),
    z.regex(/^\d{12}$/, BOOKING_MESSAGES.txnIdTwelveDigits),
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
    .string({ error: 'The order number is missing.' })
    .check(z.regex(ORDER_NUMBER_PATTERN, BOOKING_MESSAGES.orderIdInvalid)),
  txnId: TransactionNumberSchema,
  /**
   * The language the payment page was in when the customer submitted: the booking's mails and
   * the pages its links open speak it. Sent by the page rather than read from the cookie, which a
   * browser may block or another tab may have changed; the route takes the cookie's only from a
   * caller that sends none.
   */
  locale: z.optional(z.enum(LOCALE_CODES)),
};
export const CreateBookingSchema = z.object(submissionShape).check(vehicleTypeAllowed);
export type CreateBookingInput = z.input<typeof CreateBookingSchema>;
export type CreateBooking = z.output<typeof CreateBookingSchema>;

/** A submitted booking's fields as stored: every one present (an address may be empty). */
export type BookingFields = Required<CreateBooking>;
export const BOOKING_FIELDS = Object.keys(submissionShape) as (keyof BookingFields)[];
