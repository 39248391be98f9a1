import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lapseDueHolds } from '#server/bookings/lapse-holds.ts';
import { signedInAdmin } from '#server/testing/admin-session.ts';
import {
  bookingInput,
  nextPhoneNumber,
  openDefaultSlots,
} from '#server/testing/booking-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { Availability } from '#shared/appointments/appointment-schema.ts';
import type { Installation } from '#shared/booking/booking-schema.ts';
import { DEFAULT_HOLD_SETTINGS, type HoldSettings } from '#shared/booking/hold-settings.ts';
import { formatIndiaWeekdayTime } from '#shared/format/india-clock.ts';
import { LAZY_FORM_MESSAGES } from '#shared/validation/lazy-form-messages.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const HOUR_MS = 60 * 60 * 1000;

const book = (overrides: Record<string, unknown>, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.bookings,
    payload: bookingInput(overrides),
    remoteAddress,
  });

const setHolds = async (changes: Partial<HoldSettings>) => {
  const headers = await signedInAdmin(t);
  const res = await t.app.inject({
    method: 'PUT',
    url: API_PATHS.admin.holdSettings,
    headers,
    payload: { ...DEFAULT_HOLD_SETTINGS, ...changes },
  });
  expect(res.statusCode).toBe(200);
};

/** Every place of the first bookable day under the default rules, one entry per place. */
function firstDayPlaces(): {
  installation: Installation;
  appointmentDay: string;
  appointmentSlot: string;
}[] {
  const capacity = { home: 4, dealer: 8 };
  const places = [];
  for (const installation of ['home', 'dealer'] as const) {
    const slots = openDefaultSlots(installation);
    const firstDay = slots[0]?.appointmentDay;
    for (const slot of slots.filter((s) => s.appointmentDay === firstDay)) {
      for (let i = 0; i < capacity[installation]; i += 1) places.push({ installation, ...slot });
    }
  }
  return places;
}

async function freeSlotsOn(day: string, installation: Installation) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${API_PATHS.appointments}?installation=${installation}`,
  });
  const calendar = res.json() as Availability;
  const entry = calendar.days.find((d) => d.day === day);
  return { state: entry?.state, slots: (entry?.slots ?? []).filter((s) => s.left > 0) };
}

function statusCounts(codes: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

describe('unpaid holds from one connection', () => {
  it('take 15 bookings from one shared address within a minute, for the same day', async () => {
    // A carrier's shared IPv4 address: fifteen customers, fifteen phones, one day.
    const places = firstDayPlaces().slice(0, 15);
    const answers = await Promise.all(places.map((place) => book({ ...place }, '100.64.0.7')));
    expect(answers.map((a) => a.statusCode)).toEqual(places.map(() => 201));
  });

  it('leave the first bookable day bookable for others after a burst of 30 from one address', async () => {
    const places = firstDayPlaces();
    const day = places[0]?.appointmentDay ?? '';
    expect(places).toHaveLength(32);
    const burst = await Promise.all(
      places.slice(0, 30).map((place) => book({ ...place }, '198.51.100.9')),
    );
    const codes = statusCounts(burst.map((a) => a.statusCode));
    // Half of the day's 32 places, never more however the requests race.
    expect(codes[201]).toBe(16);
    expect((codes[429] ?? 0) + (codes[409] ?? 0)).toBe(14);
    const refusal = burst.find((a) => a.statusCode === 429);
    expect(refusal?.json()).toEqual({
      message: LAZY_FORM_MESSAGES.tooManyHoldsForDay,
      key: 'tooManyHoldsForDay',
    });

    const home = await freeSlotsOn(day, 'home');
    const dealer = await freeSlotsOn(day, 'dealer');
    const free = [...home.slots, ...dealer.slots];
    expect(free.reduce((sum, slot) => sum + slot.left, 0)).toBe(16);
    const open = home.slots[0] ? { installation: 'home', slot: home.slots[0] } : undefined;
    const choice = open ?? { installation: 'dealer', slot: dealer.slots[0] };
    const customer = await book(
      {
        installation: choice.installation,
        appointmentDay: day,
        appointmentSlot: choice.slot?.slot,
      },
      '203.0.113.77',
    );
    expect(customer.statusCode).toBe(201);
  });

  it('hold at most 30 open bookings in all, then refuse with a clear 429', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => book({}, '192.0.2.30')));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201));
    const refused = await book({}, '192.0.2.30');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: LAZY_FORM_MESSAGES.tooManyHoldsFromAddress,
      key: 'tooManyHoldsFromAddress',
    });
    expect((await book({}, '192.0.2.31')).statusCode).toBe(201);
  });

  it('count an IPv6 /64 as one address', async () => {
    await setHolds({ addressOpenHolds: 2 });
    expect((await book({}, '2001:db8:1:2::1')).statusCode).toBe(201);
    expect((await book({}, '2001:db8:1:2:ffff::9')).statusCode).toBe(201);
    expect((await book({}, '2001:db8:1:2:abcd::1')).statusCode).toBe(429);
    expect((await book({}, '2001:db8:1:3::1')).statusCode).toBe(201);
  });

  it('free their count once a hold lapses or is verified', async () => {
    await setHolds({ addressOpenHolds: 1 });
    expect((await book({}, '192.0.2.40')).statusCode).toBe(201);
    expect((await book({}, '192.0.2.40')).statusCode).toBe(429);
    expect(await lapseDueHolds(t.db, t.mail, new Date(Date.now() + 49 * HOUR_MS))).toBe(1);
    expect((await book({}, '192.0.2.40')).statusCode).toBe(201);
  });
});

describe('unpaid holds per mobile number', () => {
  it('are two at most, from any address; a verified one no longer counts', async () => {
    const phone = nextPhoneNumber();
    const first = await book({ phone }, '192.0.2.50');
    expect(first.statusCode).toBe(201);
    expect((await book({ phone }, '192.0.2.51')).statusCode).toBe(201);
    const refused = await book({ phone }, '192.0.2.52');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: LAZY_FORM_MESSAGES.tooManyHoldsForPhone,
      key: 'tooManyHoldsForPhone',
    });

    const { id } = await t.db.kysely
      .selectFrom('bookings')
      .select('id')
      .where('orderId', '=', first.json().orderId)
      .executeTakeFirstOrThrow();
    const headers = await signedInAdmin(t);
    const confirm = await t.app.inject({
      method: 'PATCH',
      url: API_PATHS.admin.bookingStatus(id),
      headers,
      payload: { status: 'CONFIRMED' },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await book({ phone }, '192.0.2.52')).statusCode).toBe(201);
  });
});

describe('refused attempts on the dashboard', () => {
  it('are counted by reason, today and over seven days, with nothing about who tried', async () => {
    await setHolds({ addressOpenHolds: 1, phoneOpenHolds: 1 });
    const phone = nextPhoneNumber();
    await book({ phone }, '192.0.2.60');
    await book({}, '192.0.2.60');
    await book({ phone }, '192.0.2.61');
    await book({ phone }, '192.0.2.62');
    const headers = await signedInAdmin(t);
    const res = await t.app.inject({
      method: 'GET',
      url: API_PATHS.admin.bookingRefusals,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const byReason = Object.fromEntries(
      res
        .json()
        .reasons.map((r: { reason: string; today: number; lastSevenDays: number }) => [
          r.reason,
          [r.today, r.lastSevenDays],
        ]),
    );
    expect(byReason).toMatchObject({
      'address-open-holds': [1, 1],
      'phone-open-holds': [2, 2],
      'address-day': [0, 0],
    });
    expect(res.body).not.toContain('192.0.2');
  });
});

describe('the hold the customer is told of', () => {
  it('is decided by the server from the owner’s settings, before and at submission', async () => {
    await setHolds({ holdHours: 2 });
    const before = Date.now();
    const preview = await t.app.inject({ method: 'GET', url: API_PATHS.bookingHold });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    const previewed = Date.parse(preview.json().holdUntil);
    // Written for the page in both languages, as the mail writes it.
    expect(preview.json().shown).toEqual({
      en: formatIndiaWeekdayTime(preview.json().holdUntil, 'en'),
      hi: formatIndiaWeekdayTime(preview.json().holdUntil, 'hi'),
    });
    expect(preview.json().shown.en).toMatch(
      /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2} \w+, \d{1,2}:\d\d [ap]m$/,
    );
    expect(previewed).toBeGreaterThanOrEqual(before + 2 * HOUR_MS);
    const booked = await book({}, '192.0.2.70');
    const held = Date.parse(booked.json().holdUntil);
    expect(held).toBeGreaterThanOrEqual(previewed);
    expect(held).toBeLessThanOrEqual(Date.now() + 2 * HOUR_MS);
  });

  it('refuses settings outside 2 hours to 7 days', async () => {
    const headers = await signedInAdmin(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.admin.holdSettings,
      headers,
      payload: { ...DEFAULT_HOLD_SETTINGS, holdHours: 200 },
    });
    expect(res.statusCode).toBe(400);
  });
});
