import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInAccount, signedInAdmin } from '#server/testing/admin-session.ts';
import { bookThroughApi } from '#server/testing/appointment-bookings.ts';
import { auditRecords } from '#server/testing/audit-trail.ts';
import { nextAppointment } from '#server/testing/booking-fixtures.ts';
import { centreInput } from '#server/testing/centre-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { STAFF_MESSAGES } from '#shared/admin/staff.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { FittingCentre } from '#shared/centres/fitting-centre.ts';

// Issue 38: staff accounts limited to fitting centres see and change only theirs; the owner all.
let t: TestApp;
let owner: Record<string, string>;
let desk: { id: string; headers: Record<string, string> };
let centreA: string;
let centreB: FittingCentre;
let bookingA: string;
let bookingB: string;

const send = (headers: Record<string, string>, method: string, url: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers, payload });
const limit = (id: string, centreIds: string[]) =>
  send(owner, 'PATCH', API_PATHS.admin.staffMember(id), { centreIds });
const bookingIds = async (headers: Record<string, string>) =>
  ((await send(headers, 'GET', API_PATHS.admin.bookings)).json().bookings as { id: string }[])
    .map((b) => b.id)
    .sort();
const dayOf = async (id: string) =>
  (
    await t.db.kysely
      .selectFrom('bookings')
      .select('appointmentDay')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).appointmentDay ?? '';

beforeEach(async () => {
  t = await createTestApp();
  owner = await signedInAdmin(t);
  desk = await signedInAccount(t, 'desk@hsrp.test', 'staff');
  const first = (await send(owner, 'GET', API_PATHS.admin.centres)).json() as FittingCentre[];
  centreA = first[0]?.id ?? '';
  const added = await send(owner, 'POST', API_PATHS.admin.centres, centreInput());
  expect(added.statusCode).toBe(201);
  centreB = added.json();
  bookingA = await bookThroughApi(t, { installation: 'dealer', centreId: centreA });
  bookingB = await bookThroughApi(t, {
    installation: 'dealer',
    centreId: centreB.id,
    ...nextAppointment('dealer'),
  });
});
afterEach(async () => {
  await t.close();
});

describe('staff limited to fitting centres', () => {
  it('keep today’s staff on every centre until the owner limits them', async () => {
    expect(await bookingIds(desk.headers)).toEqual([bookingA, bookingB].sort());
    const session = await send(desk.headers, 'GET', API_PATHS.admin.session);
    expect(session.json().centreIds).toEqual([]);
  });

  it('let the owner limit a staff member to a centre, audited, and lift it again', async () => {
    const res = await limit(desk.id, [centreB.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'staff', centreIds: [centreB.id] });
    const list = (await send(owner, 'GET', API_PATHS.admin.staff)).json();
    const member = list.members.find((m: { id: string }) => m.id === desk.id);
    expect(member.centreIds).toEqual([centreB.id]);
    const session = await send(desk.headers, 'GET', API_PATHS.admin.session);
    expect(session.json().centreIds).toEqual([centreB.id]);

    expect((await limit(desk.id, [])).json().centreIds).toEqual([]);
    expect(await bookingIds(desk.headers)).toEqual([bookingA, bookingB].sort());
    const entries = await auditRecords(t.db.kysely, 'staff-centres-changed');
    expect(entries.map((e) => [e.actorEmail, e.subject, e.before, e.after])).toEqual([
      ['staff@hsrp.test', 'desk@hsrp.test', { centres: 'All centres' }, { centres: centreB.name }],
      ['staff@hsrp.test', 'desk@hsrp.test', { centres: centreB.name }, { centres: 'All centres' }],
    ]);
  });

  it('refuse limiting an owner, an unknown centre, and staff changing it', async () => {
    const ownerId = (await send(owner, 'GET', API_PATHS.admin.staff))
      .json()
      .members.find((m: { role: string }) => m.role === 'owner').id;
    const ownerLimited = await limit(ownerId, [centreB.id]);
    expect(ownerLimited.statusCode).toBe(400);
    expect(ownerLimited.json().message).toBe(STAFF_MESSAGES.ownerNotLimited);
    const unknown = await limit(desk.id, ['no-such-centre']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(STAFF_MESSAGES.centreUnknown);
    const bySelf = await send(desk.headers, 'PATCH', API_PATHS.admin.staffMember(desk.id), {
      centreIds: [],
    });
    expect(bySelf.statusCode).toBe(403);
    expect(await auditRecords(t.db.kysely, 'staff-centres-changed')).toEqual([]);
  });

  it('drop the limits of a staff member made owner', async () => {
    await limit(desk.id, [centreB.id]);
    const res = await send(owner, 'PATCH', API_PATHS.admin.staffMember(desk.id), {
      role: 'owner',
    });
    expect(res.json()).toMatchObject({ role: 'owner', centreIds: [] });
    expect(await bookingIds(desk.headers)).toEqual([bookingA, bookingB].sort());
  });

  it('show a limited account only its centres’ bookings, CSV and appointments; the owner all', async () => {
    await limit(desk.id, [centreB.id]);
    expect(await bookingIds(desk.headers)).toEqual([bookingB]);
    expect(await bookingIds(owner)).toEqual([bookingA, bookingB].sort());

    const orderOf = async (id: string) =>
      (
        await t.db.kysely
          .selectFrom('bookings')
          .select('orderId')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).orderId;
    const csv = (await send(desk.headers, 'GET', API_PATHS.admin.bookingsCsv)).body;
    expect(csv).toContain(await orderOf(bookingB));
    expect(csv).not.toContain(await orderOf(bookingA));

    const days = [await dayOf(bookingA), await dayOf(bookingB)].sort();
    const url = `${API_PATHS.admin.appointments}?from=${days[0]}&to=${days[1]}`;
    const seen = async (headers: Record<string, string>) =>
      ((await send(headers, 'GET', url)).json() as { bookingId: string }[])
        .map((a) => a.bookingId)
        .sort();
    expect(await seen(desk.headers)).toEqual([bookingB]);
    expect(await seen(owner)).toEqual([bookingA, bookingB].sort());

    const recent = (await send(desk.headers, 'GET', API_PATHS.admin.dashboard)).json().recent;
    expect(recent.map((b: { id: string }) => b.id)).toEqual([bookingB]);
  });

  it('refuse a limited account every route on another centre’s booking with 403, and allow its own', async () => {
    await limit(desk.id, [centreB.id]);
    const day = await dayOf(bookingA);
    const refusedRoutes: [string, string, object?][] = [
      ['PATCH', API_PATHS.admin.bookingStatus(bookingA), { status: 'CONFIRMED' }],
      ['PUT', API_PATHS.admin.bookingAppointment(bookingA), { appointmentDay: day }],
      ['GET', API_PATHS.admin.bookingProof(bookingA)],
      ['GET', API_PATHS.admin.bookingCreditNote(bookingA)],
      ['GET', API_PATHS.admin.bookingMessages(bookingA)],
      ['POST', API_PATHS.admin.bookingMessageResend(bookingA, 'any'), {}],
      ['GET', API_PATHS.admin.bookingRefund(bookingA)],
      ['POST', API_PATHS.admin.bookingCancellationDecision(bookingA), { approve: true }],
      ['POST', API_PATHS.admin.bookingRefundSent(bookingA), {}],
      ['POST', API_PATHS.admin.bookingErasure(bookingA), {}],
    ];
    for (const [method, url, payload] of refusedRoutes) {
      const res = await send(desk.headers, method, url, payload);
      expect([url, res.statusCode, res.json().message]).toEqual([
        url,
        403,
        STAFF_MESSAGES.otherCentre,
      ]);
    }
    const status = await t.db.kysely
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', bookingA)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('PAYMENT_SUBMITTED');

    const own = await send(desk.headers, 'PATCH', API_PATHS.admin.bookingStatus(bookingB), {
      status: 'CONFIRMED',
    });
    expect(own.statusCode).toBe(200);
    expect((await send(owner, 'GET', API_PATHS.admin.bookingMessages(bookingA))).statusCode).toBe(
      200,
    );
    // An unknown booking is its route's 404, not a hint that it exists elsewhere.
    const unknown = await send(desk.headers, 'GET', API_PATHS.admin.bookingProof('no-such-id'));
    expect(unknown.statusCode).toBe(404);
  });

  it('show a limited account only its centres’ cancellation requests and erasure requests', async () => {
    // Rows as the customer's tracking page writes them: the lists are what this test is about.
    const requestedAt = new Date().toISOString();
    for (const [n, bookingId] of [bookingA, bookingB].entries()) {
      await t.db.kysely
        .insertInto('cancellationRequests')
        .values({
          id: `cancel-${n}`,
          bookingId,
          requestedAt,
          reason: '',
          status: 'requested',
          decidedAt: null,
          decidedBy: null,
          note: null,
        })
        .execute();
      await t.db.kysely
        .insertInto('erasureRequests')
        .values({ id: `erase-${n}`, bookingId, requestedAt, completedAt: null, completedBy: null })
        .execute();
    }
    await limit(desk.id, [centreB.id]);
    const asked = async (headers: Record<string, string>) => {
      const refunds = (await send(headers, 'GET', API_PATHS.admin.refunds)).json();
      const erasures = (await send(headers, 'GET', API_PATHS.admin.erasureRequests)).json();
      return {
        cancellations: (refunds.requests as { bookingId: string }[]).map((r) => r.bookingId).sort(),
        erasures: (erasures.requests as { bookingId: string }[]).map((r) => r.bookingId).sort(),
      };
    };
    expect(await asked(desk.headers)).toEqual({ cancellations: [bookingB], erasures: [bookingB] });
    const both = [bookingA, bookingB].sort();
    expect(await asked(owner)).toEqual({ cancellations: both, erasures: both });
  });

  it('refuse a limited account the payment desk, which confirms bookings of every centre', async () => {
    await limit(desk.id, [centreB.id]);
    const res = await send(desk.headers, 'GET', API_PATHS.admin.paymentsQueue);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(STAFF_MESSAGES.paymentDeskAllCentres);
    expect((await send(owner, 'GET', API_PATHS.admin.paymentsQueue)).statusCode).toBe(200);
  });
});
