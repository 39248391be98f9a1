import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookingInput } from '#server/testing/booking-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { Availability } from '#shared/appointments/appointment-schema.ts';
import { indiaNow } from '#shared/appointments/availability.ts';
import { TRACK_MESSAGES } from '#shared/tracking/track-messages.ts';
import { LAZY_FORM_MESSAGES } from '#shared/validation/lazy-form-messages.ts';

let t: TestApp;
let token: string;
let orderId: string;
/** The booking's appointment when it was made, and two other open slots to move it to. */
let original: { day: string; slot: string };
let targets: { day: string; slot: string }[];

beforeEach(async () => {
  t = await createTestApp();
  const calendar: Availability = (
    await t.app.inject({ method: 'GET', url: `${API_PATHS.appointments}?installation=home` })
  ).json();
  const open = calendar.days
    .filter((d) => d.state === 'open')
    .flatMap((d) => d.slots.map((s) => ({ day: d.day, slot: s.slot })));
  [original, ...targets] = [open[0], open[1], open[5], open[9]].map((choice) => {
    if (!choice) throw new Error('the default rules leave too few open slots');
    return choice;
  }) as [{ day: string; slot: string }, ...{ day: string; slot: string }[]];
  const res = await book(original);
  expect(res.statusCode).toBe(201);
  token = res.json().trackingToken;
  orderId = res.json().orderId;
});
afterEach(async () => {
  await t.close();
});

const book = (choice: { day: string; slot: string }) =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.bookings,
    payload: bookingInput({ appointmentDay: choice.day, appointmentSlot: choice.slot }),
  });

const move = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.trackAppointmentByLink,
    payload,
    remoteAddress: '10.3.0.1',
  });

const moveTo = (choice: { day: string; slot: string }) => move({ token, ...choice });

async function placesTaken({ day, slot }: { day: string; slot: string }): Promise<number> {
  const row = await t.db.kysely
    .selectFrom('appointmentSlots')
    .select('booked')
    .where('day', '=', day)
    .where('slot', '=', slot)
    .where('installation', '=', 'home')
    .executeTakeFirst();
  return row?.booked ?? 0;
}

const booking = () =>
  t.db.kysely
    .selectFrom('bookings')
    .selectAll()
    .where('orderId', '=', orderId)
    .executeTakeFirstOrThrow();

const target = (index: number) => {
  const choice = targets[index];
  if (!choice) throw new Error(`no target ${index}`);
  return choice;
};

describe('POST /api/track/link/appointment', () => {
  it('moves the appointment: the old place is freed, the new one taken, the move counted', async () => {
    const to = target(0);
    const res = await moveTo(to);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      orderId,
      appointment: { day: to.day, slot: to.slot, movesLeft: 1 },
    });
    expect(res.json().appointment.cannotMove).toBeUndefined();
    expect(await placesTaken(original)).toBe(0);
    expect(await placesTaken(to)).toBe(1);
    const row = await booking();
    expect(row).toMatchObject({
      appointmentDay: to.day,
      appointmentSlot: to.slot,
      customerReschedules: 1,
    });
    const audit = await t.db.kysely
      .selectFrom('auditEvents')
      .selectAll()
      .where('kind', '=', 'appointment-moved')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0])).toContain('customer (tracking link)');
  });

  it('the tracking answers show the appointment and the moves left', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.trackByLink,
      payload: { token },
    });
    expect(res.json().appointment).toMatchObject({
      day: original.day,
      slot: original.slot,
      movesLeft: 2,
    });
    expect(res.json().appointment.cannotMove).toBeUndefined();
  });

  it('refuses a third move: at most two, and says so on the tracking page', async () => {
    expect((await moveTo(target(0))).statusCode).toBe(200);
    expect((await moveTo(target(1))).json().appointment).toMatchObject({ movesLeft: 0 });
    const third = await moveTo(target(2));
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(TRACK_MESSAGES.appointmentLimit);
    expect(await placesTaken(target(2))).toBe(0);
    expect(await placesTaken(target(1))).toBe(1);
    const tracked = await t.app.inject({
      method: 'POST',
      url: API_PATHS.trackByLink,
      payload: { token },
    });
    expect(tracked.json().appointment).toMatchObject({ cannotMove: 'limit', movesLeft: 0 });
  });

  it('refuses within 24 hours of the appointment', async () => {
    // Today's slots all start less than 24 hours from any moment of today.
    const { today } = indiaNow(new Date());
    await t.db.kysely
      .updateTable('bookings')
      .set({ appointmentDay: today })
      .where('orderId', '=', orderId)
      .execute();
    const res = await moveTo(target(0));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TRACK_MESSAGES.appointmentTooLate);
    expect(await placesTaken(target(0))).toBe(0);
    expect((await booking()).customerReschedules).toBe(0);
  });

  it.each(['CANCELLED', 'FULFILLED'] as const)('refuses on a %s order', async (status) => {
    await t.db.kysely
      .updateTable('bookings')
      .set({ status })
      .where('orderId', '=', orderId)
      .execute();
    const res = await moveTo(target(0));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TRACK_MESSAGES.appointmentClosedOrder);
    expect(await placesTaken(target(0))).toBe(0);
  });

  it('refuses, with 409 and its reason, a booking whose centre the owner has closed', async () => {
    const { centreId } = await booking();
    await t.db.kysely
      .updateTable('fittingCentres')
      .set({ active: 0 })
      .where('id', '=', centreId)
      .execute();
    const tracked = await t.app.inject({
      method: 'POST',
      url: API_PATHS.trackByLink,
      payload: { token },
    });
    expect(tracked.json().appointment.cannotMove).toBe('centre-closed');
    const res = await moveTo(target(0));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      key: 'appointmentCentreClosed',
      message: TRACK_MESSAGES.appointmentCentreClosed,
    });
    expect(await placesTaken(target(0))).toBe(0);
    expect(await placesTaken(original)).toBe(1);
    expect((await booking()).customerReschedules).toBe(0);
  });

  it('refuses a booking made before appointments', async () => {
    await t.db.kysely
      .updateTable('bookings')
      .set({ appointmentDay: null, appointmentSlot: null })
      .where('orderId', '=', orderId)
      .execute();
    const res = await moveTo(target(0));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TRACK_MESSAGES.appointmentNone);
  });

  it('refuses a full slot with 409 and changes nothing', async () => {
    const to = target(0);
    for (let i = 0; i < 4; i += 1) expect((await book(to)).statusCode).toBe(201);
    const res = await moveTo(to);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: LAZY_FORM_MESSAGES.appointmentFull,
      fieldErrors: { appointmentSlot: LAZY_FORM_MESSAGES.appointmentFull },
    });
    expect(await placesTaken(to)).toBe(4);
    expect(await placesTaken(original)).toBe(1);
    expect(await booking()).toMatchObject({
      appointmentDay: original.day,
      appointmentSlot: original.slot,
      customerReschedules: 0,
    });
  });

  it('answers a wrong or malformed link as the other link routes do', async () => {
    const unknown = { token: 'A'.repeat(43), ...target(0) };
    const res = await move(unknown);
    const byLink = await t.app.inject({
      method: 'POST',
      url: API_PATHS.trackByLink,
      payload: { token: unknown.token },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(byLink.json());
    expect(res.json().message).toBe(TRACK_MESSAGES.trackLinkNotFound);
    const malformed = await move({ token: 'short', ...target(0) });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(TRACK_MESSAGES.trackLinkNotFound);
    expect(await placesTaken(target(0))).toBe(0);
  });

  it('answers a bad day or slot with 400 and a readable message', async () => {
    const badDay = await move({ token, day: '2026-02-31', slot: '10:00-12:00' });
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().message).toContain(LAZY_FORM_MESSAGES.appointmentDayRequired);
    const noSlot = await move({ token, day: target(0).day });
    expect(noSlot.statusCode).toBe(400);
    expect(noSlot.json().message).toContain(LAZY_FORM_MESSAGES.appointmentSlotRequired);
    const unknownSlot = await move({ token, day: target(0).day, slot: '07:00-08:00' });
    expect(unknownSlot.statusCode).toBe(400);
    expect(unknownSlot.json().message).toBe(LAZY_FORM_MESSAGES.appointmentUnknownSlot);
    expect((await booking()).customerReschedules).toBe(0);
  });

  it('makes one move of a double tap', async () => {
    const to = target(0);
    const [first, second] = await Promise.all([moveTo(to), moveTo(to)]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    expect(first?.json().appointment).toMatchObject({ day: to.day, slot: to.slot });
    expect(second?.json().appointment).toMatchObject({ day: to.day, slot: to.slot });
    expect(await booking()).toMatchObject({ customerReschedules: 1 });
    expect(await placesTaken(to)).toBe(1);
    expect(await placesTaken(original)).toBe(0);
  });
});
