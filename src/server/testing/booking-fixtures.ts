import { randomInt } from 'node:crypto';
import { DEFAULT_APPOINTMENT_RULES } from '#shared/appointments/appointment-rules.ts';
import { availability, indiaNow } from '#shared/appointments/availability.ts';
import type { CreateBookingInput, Installation } from '#shared/booking/booking-schema.ts';
import { createOrderNumber } from '#shared/booking/order-number.ts';
import { PRIVACY_NOTICE_VERSION } from '#shared/personal-data/privacy-notice.ts';

let sequence = 100_000;

/**
 * A unique, well-formed order number for each call, dated `now` in India: the server takes only
 * today's and yesterday's.
 */
export function nextOrderNumber(now = new Date()): string {
  sequence += 1;
  return createOrderNumber(now, () => sequence);
}

// Random within a run (bench runs post many), sequential within it: never the same twice.
let txnSequence = randomInt(100_000_000, 900_000_000) * 1000;

/** A 12-digit UPI transaction number (UTR) no other call gives. */
export function nextTransactionNumber(): string {
  txnSequence += 1;
  return String(txnSequence).padStart(12, '0');
}

let phoneSequence = randomInt(100_000_000, 900_000_000);

/**
 * A 10-digit mobile number no other call gives: bookings are limited per phone, so tests that
 * book many times book as many customers.
 */
export function nextPhoneNumber(): string {
  phoneSequence += 1;
  return `9${phoneSequence}`;
}

let appointmentSequence = 0;

/** Every slot a customer may book under the default rules, `now` in India, day by day. */
export function openDefaultSlots(
  installation: Installation = 'home',
  now = new Date(),
): { appointmentDay: string; appointmentSlot: string }[] {
  return availability(DEFAULT_APPOINTMENT_RULES, indiaNow(now).today, installation, () => 0)
    .filter((day) => day.state === 'open')
    .flatMap((day) =>
      day.slots.map((slot) => ({ appointmentDay: day.day, appointmentSlot: slot.slot })),
    );
}

/**
 * A bookable appointment under the default rules, `now` in India: each call the next slot of the
 * next four weeks in turn, so a test's bookings spread out and a slot fills only after every
 * slot holds as many (320 home bookings at the default four places a slot).
 */
export function nextAppointment(
  installation: Installation = 'home',
  now = new Date(),
): { appointmentDay: string; appointmentSlot: string } {
  const open = openDefaultSlots(installation, now);
  appointmentSequence += 1;
  const choice = open[appointmentSequence % open.length];
  if (!choice) throw new Error('the default rules leave no open slot');
  return choice;
}

/** A valid booking submission as the payment page sends it; override what a test is about. */
export function bookingInput(overrides: Partial<Record<string, unknown>> = {}): CreateBookingInput {
  const installation = overrides.installation === 'dealer' ? 'dealer' : 'home';
  return {
    service: 'HSRP_WITH_COLOR',
    vehicleType: 'TWO_WHEELER',
    fullName: 'Asha Verma',
    phone: nextPhoneNumber(),
    email: 'asha@example.in',
    state: 'Uttarakhand',
    city: 'Roorkee',
    pincode: '247667',
    address: '12 Civil Lines',
    regNumber: 'UK08AB1234',
    chassisLast5: '54321',
    engineLast5: '12345',
    installation: 'home',
    ...nextAppointment(installation),
    orderId: nextOrderNumber(),
    txnId: nextTransactionNumber(),
    privacyNotice: PRIVACY_NOTICE_VERSION,
    ...overrides,
  } as CreateBookingInput;
}

/** The same submission as multipart form data, the way the payment page posts it. */
export function bookingForm(
  input: Record<string, unknown>,
  screenshot?: Blob,
  fileName = 'proof.png',
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) form.append(key, String(value));
  if (screenshot) form.append('screenshot', screenshot, fileName);
  return form;
}
