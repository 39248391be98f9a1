import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deactivateAccount } from '#server/auth/admin-accounts.ts';
import { guardAdminRoute } from '#server/auth/admin-guard.ts';
import { ADMIN_ROUTE_ACCESS, PUBLIC, routeAccess } from '#server/auth/route-access.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  SAME_ORIGIN,
  signedInAccount,
  signedInAdmin,
} from '#server/testing/admin-session.ts';
import { centreInput } from '#server/testing/centre-fixtures.ts';
import { servedRoutes } from '#server/testing/hostile-input.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { enrolTwoFactor } from '#server/testing/two-factor.ts';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { TWO_FACTOR_MESSAGES } from '#shared/admin/two-factor-messages.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { DEFAULT_HOLD_SETTINGS } from '#shared/booking/hold-settings.ts';
import { DEFAULT_MESSAGE_SETTINGS } from '#shared/messaging/message-settings.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';

type Method = 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'POST';
interface GuardedRoute {
  method: Method;
  /** The route's pattern, as the route table names it. */
  route: string;
  /** A URL of it, when the pattern has parameters. */
  url?: string;
  /** A body that would otherwise be accepted. */
  payload?: object;
}
const A = API_PATHS.admin;

/** Every admin route that needs a session. */
const GUARDED: GuardedRoute[] = [
  { method: 'GET', route: A.session },
  { method: 'GET', route: A.dashboard },
  { method: 'GET', route: A.bookings },
  { method: 'GET', route: A.bookingsCsv },
  {
    method: 'PATCH',
    route: A.bookingStatusRoute,
    url: A.bookingStatus('some-id'),
    payload: { status: 'CONFIRMED' },
  },
  { method: 'GET', route: A.bookingProofRoute, url: A.bookingProof('some-id') },
  { method: 'GET', route: A.bookingCreditNoteRoute, url: A.bookingCreditNote('some-id') },
  { method: 'GET', route: A.bookingMessagesRoute, url: A.bookingMessages('some-id') },
  {
    method: 'POST',
    route: A.bookingMessageResendRoute,
    url: A.bookingMessageResend('some-id', 'some-message'),
  },
  { method: 'GET', route: A.bookingRefundRoute, url: A.bookingRefund('some-id') },
  {
    method: 'POST',
    route: A.bookingCancellationDecisionRoute,
    url: A.bookingCancellationDecision('some-id'),
    payload: { decision: 'approve' },
  },
  {
    method: 'POST',
    route: A.bookingRefundSentRoute,
    url: A.bookingRefundSent('some-id'),
    payload: { upiRef: '633412345678', sentOn: '2026-11-27' },
  },
  { method: 'GET', route: A.refunds },
  { method: 'GET', route: A.cancellationSettings },
  { method: 'PUT', route: A.cancellationSettings, payload: { cutoffHours: 24, chargeRupees: 0 } },
  { method: 'GET', route: A.appointments, url: `${A.appointments}?from=2026-11-24&to=2026-11-24` },
  {
    method: 'PUT',
    route: A.bookingAppointmentRoute,
    url: A.bookingAppointment('some-id'),
    payload: { day: '2026-11-30', slot: '10:00-12:00' },
  },
  { method: 'GET', route: A.centres },
  { method: 'POST', route: A.centres, payload: centreInput() },
  { method: 'PUT', route: A.centreRoute, url: A.centre('some-id'), payload: centreInput() },
  { method: 'GET', route: A.serviceAreas },
  { method: 'PUT', route: A.serviceAreas, payload: { areas: [] } },
  { method: 'GET', route: A.holdSettings },
  { method: 'PUT', route: A.holdSettings, payload: DEFAULT_HOLD_SETTINGS },
  { method: 'GET', route: A.bookingRefusals },
  { method: 'GET', route: A.pricing },
  {
    method: 'PUT',
    route: A.pricingForRoute,
    url: A.pricingFor({ service: 'HSRP_WITH_COLOR', vehicleType: 'TWO_WHEELER' }),
    payload: { targetTotal: 1, gstPct: 18, serviceCharge: 0 },
  },
  { method: 'GET', route: A.paymentOptions },
  {
    method: 'PUT',
    route: A.paymentOptionForRoute,
    url: A.paymentOptionFor('TWO_WHEELER'),
    payload: { upiId: 'shop@okaxis' },
  },
  { method: 'PUT', route: A.siteMode, payload: { mode: 'hsrp' } },
  { method: 'GET', route: A.mail },
  { method: 'GET', route: A.leads },
  { method: 'PATCH', route: A.leadRoute, url: A.lead('some-id'), payload: { called: true } },
  { method: 'GET', route: A.complaints },
  { method: 'GET', route: A.complaintRoute, url: A.complaint('some-id') },
  {
    method: 'POST',
    route: A.complaintReplyRoute,
    url: A.complaintReply('some-id'),
    payload: { text: 'On it.' },
  },
  { method: 'POST', route: A.complaintCloseRoute, url: A.complaintClose('some-id') },
  { method: 'GET', route: A.siteInfo },
  { method: 'PUT', route: A.siteInfo, payload: { ...DEFAULT_SITE_INFO } },
  { method: 'POST', route: A.mailRetryRoute, url: A.mailRetry('some-id') },
  { method: 'GET', route: A.mailSetup },
  { method: 'GET', route: A.goLive },
  { method: 'POST', route: A.goLiveReviewed, payload: { item: 'prices' } },
  { method: 'GET', route: A.policies },
  {
    method: 'PUT',
    route: A.policyDocumentRoute,
    url: A.policyDocument('refund'),
    payload: { text: 'x'.repeat(200) },
  },
  {
    method: 'PUT',
    route: A.grievanceOfficer,
    payload: { name: 'A', designation: 'B', phone: '01332 123456', email: 'g@example.in' },
  },
  { method: 'GET', route: A.messageSettings },
  { method: 'PUT', route: A.messageSettings, payload: DEFAULT_MESSAGE_SETTINGS },
  { method: 'POST', route: A.paymentsPreview, payload: {} },
  { method: 'POST', route: A.paymentsApply, payload: {} },
  { method: 'GET', route: A.paymentsQueue },
  {
    method: 'POST',
    route: A.paymentsLineMatchRoute,
    url: A.paymentsLineMatch('some-id'),
    payload: { bookingId: 'some-booking' },
  },
  {
    method: 'POST',
    route: A.paymentsLineDismissRoute,
    url: A.paymentsLineDismiss('some-id'),
    payload: { note: 'refund' },
  },
  {
    method: 'POST',
    route: A.paymentsLineReopenRoute,
    url: A.paymentsLineReopen('some-id'),
    payload: {},
  },
  { method: 'GET', route: A.paymentsMapping },
  {
    method: 'PUT',
    route: A.paymentsMapping,
    payload: {
      mapping: {
        date: 'Date',
        description: 'Narration',
        amounts: { kind: 'credit-debit', credit: 'Deposit' },
      },
    },
  },
  { method: 'GET', route: A.staff },
  {
    method: 'POST',
    route: A.staffInvitations,
    payload: { email: 'new.person@hsrp.test', role: 'staff' },
  },
  {
    method: 'PATCH',
    route: A.staffMemberRoute,
    url: A.staffMember('some-id'),
    payload: { role: 'staff' },
  },
  { method: 'GET', route: A.twoFactor },
  { method: 'POST', route: A.twoFactorEnrolment },
  { method: 'POST', route: A.twoFactorConfirm, payload: { code: '123456' } },
  {
    method: 'POST',
    route: A.twoFactorDisable,
    payload: { password: ADMIN_PASSWORD, code: '123456' },
  },
  { method: 'POST', route: A.twoFactorRecoveryCodes, payload: { password: ADMIN_PASSWORD } },
  { method: 'GET', route: A.twoFactorStaffSetting },
  { method: 'PUT', route: A.twoFactorStaffSetting, payload: { requiredForStaff: true } },
  { method: 'GET', route: A.sessionIdleSetting },
  { method: 'PUT', route: A.sessionIdleSetting, payload: { idleHours: 8 } },
  { method: 'GET', route: A.retentionSettings },
  {
    method: 'PUT',
    route: A.retentionSettings,
    payload: { screenshotDays: 90, contactMonths: 12 },
  },
  { method: 'GET', route: A.erasureRequests },
  { method: 'POST', route: A.bookingErasureRoute, url: A.bookingErasure('some-id') },
  { method: 'GET', route: A.audit },
  { method: 'GET', route: A.auditCsv },
  { method: 'GET', route: A.auditPeople },
];
/** What an account that must set up two-factor sign-in may reach before it has (and sign-out). */
const BEFORE_TWO_FACTOR = new Set<string>([
  A.session,
  A.twoFactor,
  A.twoFactorEnrolment,
  A.twoFactorConfirm,
  A.twoFactorDisable,
  A.twoFactorRecoveryCodes,
]);
const STATE_CHANGING: GuardedRoute[] = [
  ...GUARDED.filter(({ method }) => method !== 'GET'),
  { method: 'POST', route: A.session, payload: { email: ADMIN_EMAIL, password: 'x' } },
  { method: 'DELETE', route: A.session },
  { method: 'POST', route: A.sessionCode, payload: { code: '123456' } },
  { method: 'POST', route: A.passwordReset, payload: { email: ADMIN_EMAIL } },
  {
    method: 'POST',
    route: A.passwordResetConfirm,
    payload: { token: 'x'.repeat(43), password: 'long-enough-pw' },
  },
  { method: 'POST', route: A.invitation, payload: { token: 'x'.repeat(43) } },
  {
    method: 'POST',
    route: A.invitationAccept,
    payload: { token: 'x'.repeat(43), password: 'long-enough-pw' },
  },
];
const name = ({ method, route }: GuardedRoute) => `${method} ${route}`;
const cases = (routes: GuardedRoute[]) => routes.map((route) => [name(route), route] as const);

let t: TestApp;
const headersOf: Record<'owner' | 'staff' | 'deactivated', Record<string, string>> = {
  owner: {},
  staff: {},
  deactivated: {},
};
beforeAll(async () => {
  t = await createTestApp();
  headersOf.owner = await signedInAdmin(t);
  headersOf.staff = (await signedInAccount(t, 'desk@hsrp.test', 'staff')).headers;
  // An owner once: a deactivated account is refused whatever its role allowed.
  const gone = await signedInAccount(t, 'gone@hsrp.test', 'owner');
  headersOf.deactivated = gone.headers;
  await t.db.kysely.transaction().execute((trx) => deactivateAccount(trx, gone.id));
}, 30_000);
afterAll(async () => {
  await t.close();
});

const send = ({ method, route, url, payload }: GuardedRoute, headers: Record<string, string>) =>
  t.app.inject({ method, url: url ?? route, payload, headers });

describe('the route table', () => {
  it('names every admin route the app serves, and nothing it does not', async () => {
    await t.app.ready();
    const served = servedRoutes(t.app.printRoutes({ commonPrefix: false })).filter((route) =>
      route.includes(' /api/admin/'),
    );
    expect(served).toEqual(Object.keys(ADMIN_ROUTE_ACCESS).sort());
  });

  it('is tested below for every route that needs a session', () => {
    const guarded = Object.entries(ADMIN_ROUTE_ACCESS)
      .filter(([, access]) => access !== PUBLIC)
      .map(([route]) => route);
    expect(GUARDED.map(name).sort()).toEqual(guarded.sort());
  });

  it('refuses a route missing from it, even to an owner', async () => {
    const app = Fastify();
    await app.register(cookie);
    app.decorateRequest('admin', null);
    app.addHook('onRequest', guardAdminRoute(t.db, false, 'hsrp_admin_session'));
    app.get('/api/admin/not-in-the-table', async () => ({ leaked: true }));
    const res = await app.inject({ url: '/api/admin/not-in-the-table', headers: headersOf.owner });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ADMIN_MESSAGES.roleNotAllowed);
    await app.close();
  });
});

describe('each admin route', () => {
  it.each(cases(GUARDED))('%s is open to an owner', async (_name, route) => {
    const res = await send(route, headersOf.owner);
    expect([401, 403]).not.toContain(res.statusCode);
    expect(res.statusCode).toBeLessThan(500);
  });

  it.each(cases(GUARDED))('%s is open to staff only if the table says so', async (_name, route) => {
    const staffAllowed = routeAccess(route.method, route.route)?.includes('staff');
    const res = await send(route, headersOf.staff);
    if (staffAllowed) {
      expect([401, 403]).not.toContain(res.statusCode);
      expect(res.statusCode).toBeLessThan(500);
    } else {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ADMIN_MESSAGES.roleNotAllowed);
    }
  });

  it.each(cases(GUARDED))('%s answers 401 to a deactivated account', async (_name, route) => {
    const res = await send(route, headersOf.deactivated);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(ADMIN_MESSAGES.signInRequired);
  });

  it.each(cases(GUARDED))(
    '%s answers 401 without a session, before looking at the body',
    async (_name, route) => {
      for (const payload of [route.payload, '{"broken', { unexpected: ['x'] }]) {
        const res = await t.app.inject({
          method: route.method,
          url: route.url ?? route.route,
          payload: route.method === 'GET' ? undefined : payload,
          headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
        });
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe(ADMIN_MESSAGES.signInRequired);
      }
    },
  );

  it.each(cases(STATE_CHANGING))('%s refuses a request from another site', async (_name, route) => {
    const cookie = headersOf.owner.cookie ?? '';
    const refused: Record<string, string>[] = [
      { cookie, origin: 'https://evil.example' },
      { cookie, referer: 'https://evil.example/page' },
      { cookie },
    ];
    for (const headers of refused) {
      const res = await send(route, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ADMIN_MESSAGES.crossSiteRefused);
    }
  });
});

describe('requests from another site', () => {
  it('change nothing', async () => {
    const cookie = headersOf.owner.cookie ?? '';
    await t.app.inject({
      method: 'PUT',
      url: A.siteMode,
      payload: { mode: 'pm' },
      headers: { cookie, origin: 'https://evil.example' },
    });
    const siteMode = await t.db.kysely
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'site_mode')
      .executeTakeFirstOrThrow();
    expect(siteMode.value).toBe('hsrp');
  });

  it('but a same-site request identified by its Referer alone is accepted', async () => {
    const cookie = headersOf.owner.cookie ?? '';
    const res = await t.app.inject({
      method: 'PUT',
      url: A.siteMode,
      payload: { mode: 'hsrp' },
      headers: { cookie, referer: `${SAME_ORIGIN.origin}/admin/dashboard` },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('an account that must have two-factor sign-in and has not set it up', () => {
  it('reaches only the session check, the two-factor routes and sign-out until it has', async () => {
    const enforced = await createTestApp({ enforceTwoFactor: true });
    try {
      const headers = await signedInAdmin(enforced);
      const session = await enforced.app.inject({
        method: 'GET',
        url: API_PATHS.admin.session,
        headers,
      });
      expect(session.json()).toEqual({
        email: ADMIN_EMAIL,
        role: 'owner',
        mustSetUpTwoFactor: true,
        centreIds: [],
      });
      for (const { method, route, url = route, payload } of GUARDED) {
        const res = await enforced.app.inject({ method, url, payload, headers });
        const seen = `${method} ${url} → ${res.statusCode} ${res.body}`;
        if (BEFORE_TWO_FACTOR.has(route)) {
          expect(res.json().message, seen).not.toBe(TWO_FACTOR_MESSAGES.setupRequired);
        } else {
          expect(res.statusCode, seen).toBe(403);
          expect(res.json().message, seen).toBe(TWO_FACTOR_MESSAGES.setupRequired);
        }
      }

      await enrolTwoFactor(enforced, headers);
      const after = await enforced.app.inject({
        method: 'GET',
        url: API_PATHS.admin.session,
        headers,
      });
      expect(after.json()).toEqual({
        email: ADMIN_EMAIL,
        role: 'owner',
        mustSetUpTwoFactor: false,
        centreIds: [],
      });
      for (const { method, route, url = route, payload } of GUARDED) {
        const res = await enforced.app.inject({ method, url, payload, headers });
        expect(res.statusCode, `${method} ${url}`).not.toBe(403);
      }
      const signOut = await enforced.app.inject({
        method: 'DELETE',
        url: API_PATHS.admin.session,
        headers,
      });
      expect(signOut.statusCode).toBe(204);
    } finally {
      await enforced.close();
    }
  });

  it('is told so by the two-factor status, and signs out before setting it up', async () => {
    const enforced = await createTestApp({ enforceTwoFactor: true });
    try {
      const headers = await signedInAdmin(enforced);
      const status = await enforced.app.inject({
        method: 'GET',
        url: API_PATHS.admin.twoFactor,
        headers,
      });
      expect(status.json()).toMatchObject({ enabled: false, required: true });
      const signOut = await enforced.app.inject({
        method: 'DELETE',
        url: API_PATHS.admin.session,
        headers,
      });
      expect(signOut.statusCode).toBe(204);
    } finally {
      await enforced.close();
    }
  });
});
