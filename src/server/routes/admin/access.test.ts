import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../../shared/admin/admin-messages';
import { API_PATHS } from '../../../shared/api-paths';
import { findAdminByEmail, setAdminRights } from '../../repositories/admins.repository';
import { ADMIN_EMAIL, SAME_ORIGIN, signedInAdmin } from '../../testing/admin-session';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type Method = 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'POST';
/** Every route behind the admin guard, with a body that would otherwise be accepted. */
const GUARDED: [Method, string, object?][] = [
  ['GET', API_PATHS.admin.session],
  ['GET', API_PATHS.admin.dashboard],
  ['GET', API_PATHS.admin.bookings],
  ['GET', API_PATHS.admin.bookingsCsv],
  ['PATCH', API_PATHS.admin.bookingStatus('some-id'), { status: 'CONFIRMED' }],
  ['GET', API_PATHS.admin.bookingProof('some-id')],
  ['GET', API_PATHS.admin.pricing],
  [
    'PUT',
    API_PATHS.admin.pricingFor({ service: 'HSRP_WITH_COLOR', vehicleType: 'TWO_WHEELER' }),
    { targetTotal: 1, gstPct: 18, serviceCharge: 0 },
  ],
  ['GET', API_PATHS.admin.paymentOptions],
  ['PUT', API_PATHS.admin.paymentOptionFor('TWO_WHEELER'), { upiId: 'shop@okaxis' }],
  ['PUT', API_PATHS.admin.siteMode, { mode: 'pm' }],
  ['GET', API_PATHS.admin.mail],
  ['GET', API_PATHS.admin.leads],
  ['PATCH', API_PATHS.admin.lead('some-id'), { called: true }],
  ['GET', API_PATHS.admin.siteInfo],
  ['POST', API_PATHS.admin.mailRetry('some-id')],
  ['GET', API_PATHS.admin.mailSetup],
  ['GET', API_PATHS.admin.goLive],
  ['GET', API_PATHS.admin.policies],
  ['PUT', API_PATHS.admin.policyDocument('refund'), { text: 'x'.repeat(200) }],
  [
    'PUT',
    API_PATHS.admin.grievanceOfficer,
    { name: 'A', designation: 'B', phone: '01332 123456', email: 'g@example.in' },
  ],
  ['POST', API_PATHS.admin.paymentsPreview, {}],
  ['POST', API_PATHS.admin.paymentsApply, {}],
  ['GET', API_PATHS.admin.paymentsQueue],
  ['POST', API_PATHS.admin.paymentsLineMatch('some-id'), { bookingId: 'some-booking' }],
  ['POST', API_PATHS.admin.paymentsLineDismiss('some-id'), { note: 'refund' }],
];
const STATE_CHANGING: [Method, string, object?][] = [
  ...GUARDED.filter(([method]) => method !== 'GET'),
  ['POST', API_PATHS.admin.session, { email: ADMIN_EMAIL, password: 'x' }],
  ['DELETE', API_PATHS.admin.session],
  ['POST', API_PATHS.admin.passwordReset, { email: ADMIN_EMAIL }],
  [
    'POST',
    API_PATHS.admin.passwordResetConfirm,
    { token: 'x'.repeat(43), password: 'long-enough-pw' },
  ],
];

describe('admin routes', () => {
  it.each(GUARDED)('%s %s answers 401 without a session', async (method, url, payload) => {
    const res = await t.app.inject({ method, url, payload, headers: SAME_ORIGIN });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(ADMIN_MESSAGES.signInRequired);
  });

  it.each(GUARDED)(
    '%s %s answers 403 for an account without admin rights',
    async (method, url, payload) => {
      const headers = await signedInAdmin(t);
      const admin = await findAdminByEmail(t.db.kysely, ADMIN_EMAIL);
      await setAdminRights(t.db.kysely, admin?.id ?? '', false);
      const res = await t.app.inject({ method, url, payload, headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ADMIN_MESSAGES.notAuthorized);
    },
  );

  it.each(STATE_CHANGING)(
    '%s %s refuses a request from another site',
    async (method, url, payload) => {
      const { cookie } = await signedInAdmin(t);
      for (const headers of [
        { cookie, origin: 'https://evil.example' },
        { cookie, referer: 'https://evil.example/page' },
        { cookie },
      ]) {
        const res = await t.app.inject({ method, url, payload, headers });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(ADMIN_MESSAGES.crossSiteRefused);
      }
      const siteMode = await t.db.kysely
        .selectFrom('settings')
        .select('value')
        .where('key', '=', 'site_mode')
        .executeTakeFirstOrThrow();
      expect(siteMode.value).toBe('hsrp');
    },
  );

  it('accepts a same-site request identified by its Referer alone', async () => {
    const { cookie } = await signedInAdmin(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.admin.siteMode,
      payload: { mode: 'pm' },
      headers: { cookie, referer: `${SAME_ORIGIN.origin}/admin/dashboard` },
    });
    expect(res.statusCode).toBe(200);
  });
});
