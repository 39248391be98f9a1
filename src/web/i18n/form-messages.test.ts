import { describe, expect, it } from 'vitest';
import { AppointmentMoveSchema } from '#shared/appointments/appointment-fields.ts';
import { BookingFormSchema, CreateBookingSchema } from '#shared/booking/booking-schema.ts';
import { LEAD_MESSAGES } from '#shared/leads/lead-messages.ts';
import { CreateLeadSchema } from '#shared/leads/lead-schema.ts';
import { TRACK_MESSAGES } from '#shared/tracking/track-messages.ts';
import {
  TrackAppointmentMoveSchema,
  TrackByLinkSchema,
  TrackOrderSchema,
} from '#shared/tracking/track-schema.ts';
import { FORM_MESSAGES } from '#shared/validation/form-messages.ts';
import { LAZY_FORM_MESSAGES } from '#shared/validation/lazy-form-messages.ts';
import { en } from './en.ts';
import { enLazy } from './en-lazy.ts';
import { enMovers } from './en-movers.ts';
import { hi } from './hi.ts';
import { showMessage } from './use-form-message.ts';

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
 * refuse: each message they can give must be a key of the message tables, or a page would show
 * it as it is, in English whatever its language, without any test noticing.
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

const ENGLISH: Record<string, string> = {
  ...FORM_MESSAGES,
  ...LAZY_FORM_MESSAGES,
  ...TRACK_MESSAGES,
  ...LEAD_MESSAGES,
};
const HINDI: Record<string, string> = {
  ...hi.formMessages,
  ...hi.lazyFormMessages,
  ...hi.trackMessages,
  ...hi.leadMessages,
};

describe('the customer messages by key', () => {
  it('are what every customer schema gives: keys, never words', () => {
    expect(SCHEMA_MESSAGES.length).toBeGreaterThan(30);
    const notKeys = [...new Set(SCHEMA_MESSAGES)].filter(
      (message) => !Object.hasOwn(ENGLISH, message),
    );
    expect(notKeys).toEqual([]);
  });

  it('have each key once, in one of the four tables', () => {
    const tables = [FORM_MESSAGES, LAZY_FORM_MESSAGES, TRACK_MESSAGES, LEAD_MESSAGES];
    const keys = tables.flatMap((table) => Object.keys(table));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('are the English catalogues’ own, not a copy', () => {
    expect(en.formMessages).toBe(FORM_MESSAGES);
    expect(enLazy.lazyFormMessages).toBe(LAZY_FORM_MESSAGES);
    expect(enLazy.trackMessages).toBe(TRACK_MESSAGES);
    expect(enMovers.leadMessages).toBe(LEAD_MESSAGES);
  });

  it('each have Hindi words of their own', () => {
    const keys = Object.keys(ENGLISH);
    expect(Object.keys(HINDI).sort()).toEqual([...keys].sort());
    // No key is meant to read the same in both: were one, it would be listed here.
    const sameAsEnglish: string[] = [];
    const untranslated = keys.filter(
      (key) =>
        !sameAsEnglish.includes(key) &&
        (HINDI[key] === ENGLISH[key] || !/[\u0900-\u097F]/.test(HINDI[key] ?? '')),
    );
    expect(untranslated).toEqual([]);
  });
});

describe('showMessage', () => {
  const hindi = { ...hi.formMessages, ...hi.lazyFormMessages };

  it('shows a key in the page’s language', () => {
    expect(showMessage('txnIdRequired', hi.formMessages)).toBe(hi.formMessages.txnIdRequired);
    expect(showMessage('txnIdRequired', en.formMessages)).toBe(FORM_MESSAGES.txnIdRequired);
    expect(showMessage('appointmentFull', hindi)).toBe(hi.lazyFormMessages.appointmentFull);
  });

  it('shows the server’s answer by its key, not by its words', () => {
    const answer = { key: 'tooManyLookups', text: 'Words the server chose.' };
    expect(showMessage(answer, hi.formMessages)).toBe(hi.formMessages.tooManyLookups);
  });

  it('shows the server’s words as they came when it sent no key, or one the page knows not', () => {
    const text = FORM_MESSAGES.tooManyLookups;
    expect(showMessage({ text }, hi.formMessages)).toBe(text);
    expect(showMessage({ key: 'somethingNew', text: 'Something new.' }, hindi)).toBe(
      'Something new.',
    );
    // The entry's texts know not the lazy pages' keys: the server's English stands in.
    const full = { key: 'appointmentFull', text: LAZY_FORM_MESSAGES.appointmentFull };
    expect(showMessage(full, hi.formMessages)).toBe(LAZY_FORM_MESSAGES.appointmentFull);
  });

  it('shows no message as none', () => {
    expect(showMessage(undefined, hindi)).toBeUndefined();
    expect(showMessage(null, hindi)).toBeUndefined();
  });
});
