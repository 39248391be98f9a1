import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAdmin, SAME_ORIGIN, signIn } from '#server/testing/admin-session.ts';
import { bookingInput } from '#server/testing/booking-fixtures.ts';
import { saveFirstCentreRules } from '#server/testing/centre-rules.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import {
  type AppointmentRules,
  DEFAULT_APPOINTMENT_RULES,
} from '#shared/appointments/appointment-rules.ts';
import type { Availability } from '#shared/appointments/appointment-schema.ts';
import { firstBookableDay, indiaNow } from '#shared/appointments/availability.ts';
import { addDays } from '#shared/site/india-time.ts';
import { LAZY_FORM_MESSAGES } from '#shared/validation/lazy-form-messages.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const today = () => indiaNow(new Date()).today;
const firstDay = (rules: AppointmentRules = DEFAULT_APPOINTMENT_RULES) =>
  firstBookableDay(rules, today());

const book = (overrides: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload: bookingInput(overrides) });

async function calendar(installation: 'home' | 'dealer'): Promise<Availability> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${API_PATHS.appointments}?installation=${installation}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function bookingCount(): Promise<number> {
  const row = await t.db.kysely
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function placesTaken(day: string, slot: string): Promise<number> {
  const row = await t.db.kysely
    .selectFrom('appointmentSlots')
    .select('booked')
    .where('day', '=', day)
    .where('slot', '=', slot)
    .where('installation', '=', 'home')
    .executeTakeFirst();
  return row?.booked ?? 0;
}

/** Rules with one home slot of `capacity` places, every day a working day. */
async function oneSlotOf(capacity: number): Promise<AppointmentRules> {
  const rules: AppointmentRules = {
    ...DEFAULT_APPOINTMENT_RULES,
    workingDays: [0, 1, 2, 3, 4, 5, 6],
    leadWorkingDays: 2,
    slots: {
      ...DEFAULT_APPOINTMENT_RULES.slots,
      home: [{ start: '10:00', end: '12:00', capacity }],
    },
  };
  await saveFirstCentreRules(t.db.kysely, rules, 'test');
  return rules;
}

describe('GET /api/appointments', () => {
  it('lists four weeks from today: closed before the lead time and on days off, open after', async () => {
    const { today: first, days, installation } = await calendar('home');
    expect(first).toBe(today());
    expect(installation).toBe('home');
    expect(days).toHaveLength(28);
    expect(days[0]).toMatchObject({ day: today(), state: 'closed', slots: [] });
    const bookable = days.find((d) => d.day === firstDay());
    expect(bookable).toMatchObject({ state: 'open' });
    expect(bookable?.slots.map((s) => [s.slot, s.left])).toEqual([
      ['10:00-12:00', 4],
      ['12:00-14:00', 4],
      ['14:00-16:00', 4],
      ['16:00-18:00', 4],
    ]);
    const sunday = days.find((d) => new Date(`${d.day}T00:00:00Z`).getUTCDay() === 0);
    expect(sunday).toMatchObject({
      state: 'closed',
      reason: expect.stringMatching(/non-working|too-soon/),
    });
  });

  it('shows the places a booking took, a full slot and day, and a holiday by name', async () => {
    const rules = await oneSlotOf(1);
    const day = firstDay(rules);
    await saveFirstCentreRules(
      t.db.kysely,
      { ...rules, holidays: [{ day: addDays(day, 1), name: 'Diwali' }] },
      'test',
    );
    expect((await book({ appointmentDay: day, appointmentSlot: '10:00-12:00' })).statusCode).toBe(
      201,
    );
    const { days } = await calendar('home');
    expect(days.find((d) => d.day === day)).toMatchObject({
      state: 'full',
      slots: [{ slot: '10:00-12:00', left: 0 }],
    });
    expect(days.find((d) => d.day === addDays(day, 1))).toMatchObject({
      state: 'closed',
      reason: 'holiday',
      holiday: 'Diwali',
    });
  });

  it('answers 400 with a message for an unknown fitment kind', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.appointments}?installation=roof`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/home or dealer/);
  });
});

describe('POST /api/bookings with an appointment', () => {
  it('stores the appointment and returns it with the booking', async () => {
    const day = firstDay();
    const res = await book({ appointmentDay: day, appointmentSlot: '12:00-14:00' });
    expect(res.statusCode).toBe(201);
    const row = await t.db.kysely.selectFrom('bookings').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ appointmentDay: day, appointmentSlot: '12:00-14:00' });
    expect(await placesTaken(day, '12:00-14:00')).toBe(1);
  });

  const refusals: [string, () => Record<string, unknown>, number, string][] = [
    [
      'a day in the past',
      () => ({ appointmentDay: addDays(today(), -1) }),
      400,
      LAZY_FORM_MESSAGES.appointmentPast,
    ],
    ['today', () => ({ appointmentDay: today() }), 400, ''],
    ['a day inside the lead time', () => ({ appointmentDay: addDays(firstDay(), -1) }), 400, ''],
    ['a day past four weeks', () => ({ appointmentDay: addDays(today(), 40) }), 400, ''],
    [
      'a slot of the other fitment kind',
      () => ({ appointmentDay: firstDay(), appointmentSlot: '10:00-13:00' }),
      400,
      LAZY_FORM_MESSAGES.appointmentUnknownSlot,
    ],
    [
      'a made-up slot',
      () => ({ appointmentDay: firstDay(), appointmentSlot: '09:00-09:30' }),
      400,
      LAZY_FORM_MESSAGES.appointmentUnknownSlot,
    ],
    [
      'no day',
      () => ({ appointmentDay: undefined }),
      400,
      LAZY_FORM_MESSAGES.appointmentDayRequired,
    ],
    [
      'no slot',
      () => ({ appointmentSlot: 'soon' }),
      400,
      LAZY_FORM_MESSAGES.appointmentSlotRequired,
    ],
  ];
  for (const [what, overrides, status, message] of refusals) {
    it(`refuses ${what} with a ${status} and stores nothing`, async () => {
      const res = await book({
        appointmentDay: firstDay(),
        appointmentSlot: '10:00-12:00',
        ...overrides(),
      });
      expect(res.statusCode).toBe(status);
      const body = res.json();
      if (message) expect(body.message).toBe(message);
      else expect(body.message).toMatch(/ready|four weeks|fit plates/);
      expect(Object.keys(body.fieldErrors ?? {})).toEqual([
        expect.stringMatching(/^appointment(Day|Slot)$/),
      ]);
      expect(await bookingCount()).toBe(0);
    });
  }

  it('refuses a closed day (a holiday, a day off) with a 400 and stores nothing', async () => {
    const day = firstDay();
    await saveFirstCentreRules(
      t.db.kysely,
      { ...DEFAULT_APPOINTMENT_RULES, holidays: [{ day, name: 'Holi' }] },
      'test',
    );
    const res = await book({ appointmentDay: day, appointmentSlot: '10:00-12:00' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(LAZY_FORM_MESSAGES.appointmentClosed);
    expect(await bookingCount()).toBe(0);
  });
});

describe('never overbooked', () => {
  it('gives the last places to exactly as many customers as there are, however many race', async () => {
    const rules = await oneSlotOf(3);
    const day = firstDay(rules);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        book({ appointmentDay: day, appointmentSlot: '10:00-12:00' }),
      ),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toMatchObject({
        message: LAZY_FORM_MESSAGES.appointmentFull,
        fieldErrors: { appointmentSlot: LAZY_FORM_MESSAGES.appointmentFull },
      });
    }
    expect(await bookingCount()).toBe(3);
    expect(await placesTaken(day, '10:00-12:00')).toBe(3);
  });

  it('frees the place of a cancelled booking, and takes it again when the booking is reopened', async () => {
    const rules = await oneSlotOf(1);
    const day = firstDay(rules);
    const first = bookingInput({ appointmentDay: day, appointmentSlot: '10:00-12:00' });
    expect(
      (await t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload: first })).statusCode,
    ).toBe(201);
    await createAdmin(t);
    const cookie = await signIn(t);
    const { id } = await t.db.kysely
      .selectFrom('bookings')
      .select('id')
      .where('orderId', '=', first.orderId)
      .executeTakeFirstOrThrow();
    const setStatus = (status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: API_PATHS.admin.bookingStatus(id),
        headers: { cookie, ...SAME_ORIGIN },
        payload: { status },
      });

    expect((await setStatus('CANCELLED')).statusCode).toBe(200);
    expect(await placesTaken(day, '10:00-12:00')).toBe(0);
    expect((await setStatus('PAYMENT_SUBMITTED')).statusCode).toBe(200);
    expect(await placesTaken(day, '10:00-12:00')).toBe(1);

    // Cancelled again, its place goes to someone else: reopening it now is refused.
    expect((await setStatus('CANCELLED')).statusCode).toBe(200);
    expect((await book({ appointmentDay: day, appointmentSlot: '10:00-12:00' })).statusCode).toBe(
      201,
    );
    const reopen = await setStatus('CONFIRMED');
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toMatch(/filled up/);
    expect(await placesTaken(day, '10:00-12:00')).toBe(1);
  });
});
