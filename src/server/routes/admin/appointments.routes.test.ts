import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RANGE_BACKWARDS, RANGE_TOO_LONG } from '#server/appointments/admin-appointments.ts';
import { firstActiveCentre } from '#server/repositories/fitting-centres.repository.ts';
import { signedInAccount, signedInAdmin } from '#server/testing/admin-session.ts';
import { bookingInput } from '#server/testing/booking-fixtures.ts';
import { centreInput } from '#server/testing/centre-fixtures.ts';
import { saveFirstCentreRules } from '#server/testing/centre-rules.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { DEFAULT_APPOINTMENT_RULES } from '#shared/appointments/appointment-rules.ts';
import type { AdminAppointment } from '#shared/appointments/appointment-schema.ts';
import { availability, indiaNow } from '#shared/appointments/availability.ts';
import { addDays, weekdayOf } from '#shared/site/india-time.ts';
import { LAZY_FORM_MESSAGES } from '#shared/validation/lazy-form-messages.ts';

let t: TestApp;
let owner: Record<string, string>;
let staff: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  owner = await signedInAdmin(t);
  staff = (await signedInAccount(t, 'desk@hsrp.test', 'staff')).headers;
});
afterEach(async () => {
  await t.close();
});

type Method = 'GET' | 'PUT' | 'PATCH' | 'POST';
const send = (
  headers: Record<string, string>,
  method: Method,
  url: string,
  payload?: object,
  query?: Record<string, string>,
) => t.app.inject({ method, url, headers, payload, query });

const today = () => indiaNow(new Date()).today;
/** Days customers may book now under the default rules (home fitment), in order. */
const openDays = () =>
  availability(DEFAULT_APPOINTMENT_RULES, today(), 'home', () => 0)
    .filter((d) => d.state === 'open')
    .map((d) => d.day);

async function book(day: string, slot: string, extra: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: API_PATHS.bookings,
    payload: bookingInput({ appointmentDay: day, appointmentSlot: slot, ...extra }),
  });
  expect(res.statusCode).toBe(201);
  return t.db.kysely
    .selectFrom('bookings')
    .selectAll()
    .where('orderId', '=', res.json().orderId)
    .executeTakeFirstOrThrow();
}

const placesTaken = async (day: string, slot: string) =>
  (
    await t.db.kysely
      .selectFrom('appointmentSlots')
      .select('booked')
      .where('day', '=', day)
      .where('slot', '=', slot)
      .where('installation', '=', 'home')
      .executeTakeFirst()
  )?.booked ?? 0;

const auditOf = (kind: string) =>
  t.db.kysely
    .selectFrom('auditEvents')
    .selectAll()
    .where('kind', '=', kind as never)
    .execute();

describe('the staff’s list of appointments', () => {
  const list = (from: string, to: string, headers = staff) =>
    send(headers, 'GET', API_PATHS.admin.appointments, undefined, { from, to });

  it('lists a range by day and slot, with what the fitter needs, leaving out cancelled ones', async () => {
    const [first = '', second = '', third = ''] = openDays();
    const late = await book(first, '16:00-18:00', { fullName: 'Late Visit' });
    const early = await book(first, '10:00-12:00', {
      fullName: 'Early Visit',
      address: '12 Civil Lines',
      regNumber: 'UK08AB1234',
    });
    const nextDay = await book(second, '10:00-12:00');
    const cancelled = await book(first, '12:00-14:00');
    const later = await book(third, '10:00-12:00');
    const cancel = await send(owner, 'PATCH', API_PATHS.admin.bookingStatus(cancelled.id), {
      status: 'CANCELLED',
    });
    expect(cancel.statusCode).toBe(200);

    const centre = await firstActiveCentre(t.db.kysely);
    const day = await list(first, first);
    expect(day.statusCode).toBe(200);
    const rows = day.json() as AdminAppointment[];
    expect(rows.map((r) => r.bookingId)).toEqual([early.id, late.id]);
    expect(rows[0]).toEqual({
      bookingId: early.id,
      orderId: early.orderId,
      day: first,
      slot: '10:00-12:00',
      start: '10:00',
      end: '12:00',
      installation: 'home',
      centreId: centre.id,
      centreName: centre.name,
      fullName: 'Early Visit',
      phone: early.phone,
      address: '12 Civil Lines',
      city: early.city,
      state: early.state,
      pincode: early.pincode,
      service: early.service,
      vehicleType: early.vehicleType,
      regNumber: early.regNumber,
      status: 'PAYMENT_SUBMITTED',
    });

    const both = (await list(first, second, owner)).json() as AdminAppointment[];
    expect(both.map((r) => r.bookingId).slice(0, 3)).toEqual([early.id, late.id, nextDay.id]);
    expect(both.map((r) => `${r.day} ${r.slot}`)).toEqual(
      [...both.map((r) => `${r.day} ${r.slot}`)].sort(),
    );
    expect(both.some((r) => r.bookingId === cancelled.id)).toBe(false);
    expect(both.some((r) => r.bookingId === later.id)).toBe(false);
  });

  it('names each appointment’s centre: the area’s for a home visit, the chosen one at a dealer', async () => {
    const [first = ''] = openDays();
    const main = await firstActiveCentre(t.db.kysely);
    const added = await send(owner, 'POST', API_PATHS.admin.centres, centreInput());
    expect(added.statusCode).toBe(201);
    const other = added.json() as { id: string; name: string };
    const home = await book(first, '10:00-12:00');
    // Dealer slots open from the same lead time as home ones under the default rules.
    const dealer = await book(first, '10:00-13:00', { installation: 'dealer', centreId: other.id });
    const rows = (await list(first, first)).json() as AdminAppointment[];
    expect(rows.map((r) => [r.bookingId, r.centreId, r.centreName])).toEqual([
      [home.id, main.id, main.name],
      [dealer.id, other.id, other.name],
    ]);
  });

  it('refuses a range that ends before it starts, is too long or is not a date', async () => {
    const from = today();
    const backwards = await list(from, addDays(from, -1));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(RANGE_BACKWARDS);
    expect((await list(from, addDays(from, 30))).statusCode).toBe(200);
    const long = await list(from, addDays(from, 31));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(RANGE_TOO_LONG);
    const bad = await list('2026-02-30', from);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/YYYY-MM-DD/);
  });
});

describe('staff moving an appointment', () => {
  const move = (id: string, day: string, slot: string) =>
    send(staff, 'PUT', API_PATHS.admin.bookingAppointment(id), { day, slot });

  it('moves it, gives the old place back, takes the new one and records who did it', async () => {
    const [first = '', second = ''] = openDays();
    const booking = await book(first, '10:00-12:00');
    const res = await move(booking.id, second, '14:00-16:00');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: booking.id,
      orderId: booking.orderId,
      appointment: { day: second, slot: '14:00-16:00', start: '14:00', end: '16:00' },
    });
    expect(await placesTaken(first, '10:00-12:00')).toBe(0);
    expect(await placesTaken(second, '14:00-16:00')).toBe(1);
    const [entry] = await auditOf('appointment-moved');
    expect(entry).toMatchObject({ actorEmail: 'desk@hsrp.test', subject: booking.orderId });
    expect(JSON.parse(entry?.before ?? 'null')).toEqual({ day: first, slot: '10:00-12:00' });
    expect(JSON.parse(entry?.after ?? 'null')).toEqual({ day: second, slot: '14:00-16:00' });
    const listed = (
      await send(staff, 'GET', API_PATHS.admin.appointments, undefined, {
        from: second,
        to: second,
      })
    ).json() as AdminAppointment[];
    expect(listed.map((r) => r.bookingId)).toEqual([booking.id]);
  });

  it('refuses a full slot with 409 and changes nothing', async () => {
    const [first = '', second = ''] = openDays();
    const rules = {
      ...DEFAULT_APPOINTMENT_RULES,
      slots: {
        ...DEFAULT_APPOINTMENT_RULES.slots,
        home: DEFAULT_APPOINTMENT_RULES.slots.home.map((s) => ({ ...s, capacity: 1 })),
      },
    };
    await saveFirstCentreRules(t.db.kysely, rules);
    await book(second, '12:00-14:00');
    const booking = await book(first, '10:00-12:00');
    const res = await move(booking.id, second, '12:00-14:00');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(LAZY_FORM_MESSAGES.appointmentFull);
    const stored = await t.db.kysely
      .selectFrom('bookings')
      .select(['appointmentDay', 'appointmentSlot'])
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ appointmentDay: first, appointmentSlot: '10:00-12:00' });
    expect(await placesTaken(first, '10:00-12:00')).toBe(1);
    expect(await placesTaken(second, '12:00-14:00')).toBe(1);
    expect(await auditOf('appointment-moved')).toEqual([]);
  });

  it('refuses a day without fitting (400) and an unknown booking (404)', async () => {
    const [first = ''] = openDays();
    const booking = await book(first, '10:00-12:00');
    let sunday = addDays(first, 1);
    while (weekdayOf(sunday) !== 0) sunday = addDays(sunday, 1);
    const closed = await move(booking.id, sunday, '10:00-12:00');
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe(LAZY_FORM_MESSAGES.appointmentClosed);
    const past = await move(booking.id, addDays(today(), -1), '10:00-12:00');
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(LAZY_FORM_MESSAGES.appointmentPast);
    const dealerSlot = await move(booking.id, first, '10:00-13:00');
    expect(dealerSlot.statusCode).toBe(400);
    expect(await placesTaken(first, '10:00-12:00')).toBe(1);

    const unknown = await move('no-such-booking', first, '12:00-14:00');
    expect(unknown.statusCode).toBe(404);
  });

  it('gives a booking made before appointments its first one', async () => {
    const [first = '', second = ''] = openDays();
    const old = await book(first, '10:00-12:00');
    await t.db.kysely
      .updateTable('bookings')
      .set({ appointmentDay: null, appointmentSlot: null })
      .where('id', '=', old.id)
      .execute();
    await t.db.kysely.updateTable('appointmentSlots').set({ booked: 0 }).execute();
    const res = await move(old.id, second, '12:00-14:00');
    expect(res.statusCode).toBe(200);
    expect(res.json().appointment).toMatchObject({ day: second, slot: '12:00-14:00' });
    expect(await placesTaken(second, '12:00-14:00')).toBe(1);
    const [entry] = await auditOf('appointment-moved');
    expect(entry?.before).toBe('null');
  });

  it('lets staff move inside the lead time customers are held to', async () => {
    const [first = ''] = openDays();
    const booking = await book(first, '10:00-12:00');
    let soon = addDays(today(), 1);
    while (!DEFAULT_APPOINTMENT_RULES.workingDays.some((d) => d === weekdayOf(soon))) {
      soon = addDays(soon, 1);
    }
    expect(soon < first).toBe(true);
    const res = await move(booking.id, soon, '16:00-18:00');
    expect(res.statusCode).toBe(200);
    expect(res.json().appointment).toMatchObject({ day: soon, slot: '16:00-18:00' });
  });
});
