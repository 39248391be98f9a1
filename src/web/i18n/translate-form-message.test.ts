import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_MESSAGES,
  AppointmentMoveSchema,
} from '#shared/appointments/appointment-fields.ts';
import {
  TOO_MANY_BOOKINGS_FOR_PHONE,
  TOO_MANY_BOOKINGS_FROM_ADDRESS,
  TOO_MANY_HOLDS_FOR_DAY,
  TOO_MANY_HOLDS_FOR_PHONE,
  TOO_MANY_HOLDS_FROM_ADDRESS,
  TXN_ID_ALREADY_USED,
} from '#shared/booking/booking-limits.ts';
import {
  BOOKING_MESSAGES,
  BookingFormSchema,
  CreateBookingSchema,
} from '#shared/booking/booking-schema.ts';
import { CALLBACK_PROMISE, CreateLeadSchema } from '#shared/leads/lead-schema.ts';
import { BOOKINGS_PAUSED_MESSAGE } from '#shared/storefront/payee.ts';
import {
  TOO_MANY_ORDER_LOOKUPS,
  TRACK_LINK_NOT_FOUND,
  TRACK_NOT_FOUND,
  TrackAppointmentMoveSchema,
  TrackByLinkSchema,
  TrackOrderSchema,
} from '#shared/tracking/track-schema.ts';
import { checkProofFile } from '#web/features/payment/proof-file.ts';
import { SUBMIT_FAILED_MESSAGE } from '#web/features/payment/submit-error.ts';
import { en } from './en.ts';
import { enLazy } from './en-lazy.ts';
import { hi } from './hi.ts';
import { translateFormMessage as translateEntryFormMessage } from './translate-form-message.ts';
import { translateLazyFormMessage } from './translate-lazy-form-message.ts';

type Messages = typeof en.formMessages & Partial<typeof enLazy.lazyFormMessages>;

/**
 * As the pages translate: the lazy pages know the entry's form messages and their own; each
 * language's pair is found by its formMessages.
 */
function translateFormMessage(message: string, translated: Messages): string {
  const lazy = translated === en.formMessages ? enLazy.lazyFormMessages : hi.lazyFormMessages;
  return translateLazyFormMessage(message, translated, lazy);
}

const long = (length: number) => 'A'.repeat(length);
const CONTROL = 'Asha\u0007';

/** Everything a schema says about each of these inputs. */
function messagesFor(
  schema: { safeParse: (input: unknown) => { error?: { issues: { message: string }[] } } },
  inputs: unknown[],
): string[] {
  return inputs.flatMap(
    (input) => schema.safeParse(input).error?.issues.map((i) => i.message) ?? [],
  );
}

const bookingForm = {
  service: 'TRACTOR_TRAILER_PLATE',
  vehicleType: 'FOUR_WHEELER',
  fullName: 'Asha Verma',
  phone: '9876543210',
  email: 'asha@example.in',
  state: 'Uttarakhand',
  city: 'Roorkee',
  pincode: '247667',
  address: '12 Civil Lines',
  regNumber: 'UK08AB1234',
  chassisLast5: '54321',
  engineLast5: '12345',
  installation: 'home',
  appointmentDay: '2026-12-02',
  appointmentSlot: '10:00-12:00',
};

/*
 * The customer forms' schemas (shared with the server), given every kind of wrong input they
 * refuse: each message they can give must have a Hindi translation, or a Hindi reader would get
 * English errors without any test noticing.
 */
const SCHEMA_MESSAGES = [
  ...messagesFor(BookingFormSchema, [
    {},
    { ...bookingForm, service: 'x', vehicleType: 'x', state: 'Goa', installation: 'x' },
    { ...bookingForm, vehicleType: 'TWO_WHEELER' },
    { ...bookingForm, fullName: long(101), city: long(101), regNumber: long(16) },
    { ...bookingForm, fullName: CONTROL, city: CONTROL, address: 'a\u0007', regNumber: '@@' },
    { ...bookingForm, phone: '12', email: 'x', pincode: '1', chassisLast5: '1', engineLast5: '' },
    { ...bookingForm, address: long(501) },
    { ...bookingForm, appointmentDay: '2026-02-31', appointmentSlot: '10-12' },
    { ...bookingForm, appointmentDay: undefined, appointmentSlot: undefined },
  ]),
  ...messagesFor(CreateBookingSchema, [
    {},
    { ...bookingForm, orderId: 'x', txnId: long(51) },
    { ...bookingForm, orderId: 'x', txnId: 'a b' },
    { ...bookingForm, orderId: 'x', txnId: '4123 9876 543' },
  ]),
  ...messagesFor(TrackByLinkSchema, [{}, { token: 'short' }]),
  ...messagesFor(AppointmentMoveSchema, [{}, { day: 'x', slot: 'y' }]),
  ...messagesFor(TrackAppointmentMoveSchema, [{}, { token: 'short', day: '', slot: '' }]),
  ...messagesFor(TrackOrderSchema, [{}, { orderId: 'x', regNumber: '' }, { regNumber: long(21) }]),
  ...messagesFor(CreateLeadSchema, [
    {},
    { name: '', phone: '1', source: 'x' },
    { name: long(101), phone: '9876543210', from: long(101), notes: long(1001) },
    { name: CONTROL, phone: '9876543210', to: CONTROL, notes: 'a\u0007' },
  ]),
];

const WEB_AND_SERVER_MESSAGES = [
  ...Object.values(BOOKING_MESSAGES),
  ...Object.values(APPOINTMENT_MESSAGES),
  TRACK_NOT_FOUND,
  TOO_MANY_ORDER_LOOKUPS,
  TRACK_LINK_NOT_FOUND,
  CALLBACK_PROMISE,
  SUBMIT_FAILED_MESSAGE,
  BOOKINGS_PAUSED_MESSAGE,
  TOO_MANY_BOOKINGS_FROM_ADDRESS,
  TOO_MANY_BOOKINGS_FOR_PHONE,
  TXN_ID_ALREADY_USED,
  TOO_MANY_HOLDS_FOR_DAY,
  TOO_MANY_HOLDS_FROM_ADDRESS,
  TOO_MANY_HOLDS_FOR_PHONE,
  checkProofFile(new File(['x'], 'proof.pdf', { type: 'application/pdf' })),
  checkProofFile(new File([new Uint8Array(6 * 1024 * 1024)], 'proof.png', { type: 'image/png' })),
];

describe('translateFormMessage', () => {
  it('has Hindi for every message the customer forms’ schemas give', () => {
    expect(SCHEMA_MESSAGES.length).toBeGreaterThan(30);
    const untranslated = [...new Set(SCHEMA_MESSAGES)].filter(
      (message) => translateFormMessage(message, hi.formMessages) === message,
    );
    expect(untranslated).toEqual([]);
  });

  it('has Hindi for the server’s and the forms’ own messages', () => {
    const untranslated = WEB_AND_SERVER_MESSAGES.filter(
      (message) => !message || translateFormMessage(message, hi.formMessages) === message,
    );
    expect(untranslated).toEqual([]);
  });

  it('gives the English messages word for word on English pages', () => {
    for (const message of [
      ...SCHEMA_MESSAGES,
      ...Object.values(BOOKING_MESSAGES),
      ...Object.values(APPOINTMENT_MESSAGES),
    ]) {
      expect(translateFormMessage(message, en.formMessages)).toBe(message);
    }
    expect(translateFormMessage(BOOKING_MESSAGES.txnIdRequired, hi.formMessages)).toBe(
      hi.formMessages.txnIdRequired,
    );
  });

  it('translates every refusal of an appointment, as the server words it', () => {
    for (const message of Object.values(APPOINTMENT_MESSAGES)) {
      const hindi = translateFormMessage(message, hi.formMessages);
      expect(hindi).not.toBe(message);
      expect(hindi).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('keeps the appointment’s messages to the lazy pages: the entry knows them not', () => {
    expect(translateEntryFormMessage(APPOINTMENT_MESSAGES.full, hi.formMessages)).toBe(
      APPOINTMENT_MESSAGES.full,
    );
    expect(translateFormMessage(APPOINTMENT_MESSAGES.full, hi.formMessages)).toBe(
      hi.lazyFormMessages.appointmentFull,
    );
  });

  it('leaves a message it does not know as it came', () => {
    expect(translateFormMessage('Something new from the server.', hi.formMessages)).toBe(
      'Something new from the server.',
    );
  });
});
