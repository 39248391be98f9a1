import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderMailBody } from '#server/mail/mail-secret.ts';
import { findAdminByEmail } from '#server/repositories/admins.repository.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createAccount,
  createAdmin,
  SAME_ORIGIN,
  signIn,
} from '#server/testing/admin-session.ts';
import { auditRecords } from '#server/testing/audit-trail.ts';
import { seedBookings } from '#server/testing/seed-bookings.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { appCode, enrolTwoFactor, nextTimeStep, stopClock } from '#server/testing/two-factor.ts';
import type { AuditKind } from '#shared/admin/audit-kinds.ts';
import { linkTokenOf } from '#shared/admin/link-token.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { DEFAULT_MOVERS_CLAIMS } from '#shared/site/movers-claims.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';

// Every change made in the admin area and every sign-in event is in the audit trail
// (docs/product.md#audit-trail), written in the change's own transaction. The Payments desk's
// entries are checked in payments.routes.test.ts, the payee's in payee-change.routes.test.ts.

const OFFICE = '198.51.100.20';
let t: TestApp;
let adminId: string;
let headers: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  await createAdmin(t);
  adminId = (await findAdminByEmail(t.db.kysely, ADMIN_EMAIL))?.id ?? '';
  headers = { cookie: await signIn(t), ...SAME_ORIGIN };
});
afterEach(async () => {
  await t.close();
});

const send = (method: 'PUT' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, payload, remoteAddress: OFFICE });

/** Who and where every entry made through `send` names; its time is now. */
const byOffice = () => ({
  actorId: adminId,
  actorEmail: ADMIN_EMAIL,
  address: OFFICE,
  createdAt: expect.toSatisfy((at: string) => Date.now() - Date.parse(at) < 60_000),
});

const login = (email: string, password: string, remoteAddress = OFFICE) =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.admin.session,
    headers: SAME_ORIGIN,
    payload: { email, password },
    remoteAddress,
  });

describe('the audit trail records sign-in events', () => {
  it('a sign-in, each failed sign-in, and a sign-out, never with a password', async () => {
    expect((await login(ADMIN_EMAIL, 'wrong-password-1')).statusCode).toBe(401);
    expect((await login('nobody@hsrp.test', 'guess-password')).statusCode).toBe(401);
    expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);
    const cookie = (await login(ADMIN_EMAIL, ADMIN_PASSWORD)).cookies[0];
    const out = await t.app.inject({
      method: 'DELETE',
      url: API_PATHS.admin.session,
      headers: { cookie: `${cookie?.name}=${cookie?.value}`, ...SAME_ORIGIN },
      remoteAddress: OFFICE,
    });
    expect(out.statusCode).toBe(204);

    // The beforeEach sign-in came from the test's default address.
    const [first, ...rest] = await auditRecords(t.db.kysely);
    expect(first).toMatchObject({ kind: 'sign-in', address: '127.0.0.1' });
    const noChange = { before: null, after: null };
    expect(rest).toEqual([
      { ...byOffice(), ...noChange, kind: 'sign-in-failed', subject: 'Wrong password' },
      {
        ...byOffice(),
        ...noChange,
        // Nobody has this e-mail: kept as typed, without an account.
        actorId: null,
        actorEmail: 'nobody@hsrp.test',
        kind: 'sign-in-failed',
        subject: 'No account has this e-mail',
      },
      { ...byOffice(), ...noChange, kind: 'sign-in', subject: 'Session started' },
      { ...byOffice(), ...noChange, kind: 'sign-in', subject: 'Session started' },
      { ...byOffice(), ...noChange, kind: 'sign-out', subject: 'Session ended' },
    ]);
    const stored = JSON.stringify(
      await t.db.kysely.selectFrom('auditEvents').selectAll().execute(),
    );
    for (const secret of [ADMIN_PASSWORD, 'wrong-password-1', 'guess-password']) {
      expect(stored).not.toContain(secret);
    }
  });

  it('a sign-in refused for too many attempts once per window, not once per request', async () => {
    const stranger = '203.0.113.66';
    for (let i = 0; i < 5; i += 1) await login(ADMIN_EMAIL, `wrong-${i}`, stranger);
    for (let i = 0; i < 4; i += 1) {
      expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD, stranger)).statusCode).toBe(429);
    }
    const failed = await auditRecords(t.db.kysely, 'sign-in-failed');
    expect(failed.map((entry) => entry.subject)).toEqual([
      ...Array(5).fill('Wrong password'),
      'Too many attempts: sign-in paused for 15 minutes',
    ]);
    expect(failed.at(-1)).toMatchObject({ actorId: adminId, address: stranger });
  });

  it('a password reset asked for and completed, naming the account and the address', async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: API_PATHS.admin.passwordReset,
      headers: SAME_ORIGIN,
      payload: { email: ADMIN_EMAIL },
      remoteAddress: OFFICE,
    });
    expect(asked.statusCode).toBe(200);
    // Nothing is recorded for an address without an account (nothing was sent).
    await t.app.inject({
      method: 'POST',
      url: API_PATHS.admin.passwordReset,
      headers: SAME_ORIGIN,
      payload: { email: 'nobody@hsrp.test' },
    });
    const mail = await t.db.kysely
      .selectFrom('outboxMails')
      .selectAll()
      .where('kind', '=', 'password-reset')
      .executeTakeFirstOrThrow();
    const link = /https?:\/\/\S+/.exec(renderMailBody(mail)?.text ?? '')?.[0] ?? '';
    const token = linkTokenOf(new URL(link));
    const done = await t.app.inject({
      method: 'POST',
      url: API_PATHS.admin.passwordResetConfirm,
      headers: SAME_ORIGIN,
      payload: { token, password: 'tiger lily on the ghat' },
      remoteAddress: '203.0.113.5',
    });
    expect(done.statusCode).toBe(200);

    expect(await auditRecords(t.db.kysely, 'password-reset-requested')).toEqual([
      {
        ...byOffice(),
        kind: 'password-reset-requested',
        subject: `Reset link e-mailed to ${ADMIN_EMAIL}`,
        before: null,
        after: null,
      },
    ]);
    expect(await auditRecords(t.db.kysely, 'password-reset-completed')).toEqual([
      {
        ...byOffice(),
        address: '203.0.113.5',
        kind: 'password-reset-completed',
        subject: 'Password changed by reset link',
        before: null,
        after: null,
      },
    ]);
    const stored = JSON.stringify(
      await t.db.kysely.selectFrom('auditEvents').selectAll().execute(),
    );
    expect(stored).not.toContain(token);
    expect(stored).not.toContain('a-brand-new-password');
  });
});

describe('the audit trail records each change with before and after', () => {
  it('pricing', async () => {
    const choice = { service: 'FOUR_WHEELER_PLATE', vehicleType: 'FOUR_WHEELER' } as const;
    const settings = { targetTotal: 1099, gstPct: 18, serviceCharge: 99 };
    expect((await send('PUT', API_PATHS.admin.pricingFor(choice), settings)).statusCode).toBe(200);
    expect(await auditRecords(t.db.kysely, 'pricing-changed')).toEqual([
      {
        ...byOffice(),
        kind: 'pricing-changed',
        subject: 'Four Wheeler Number Plate, Four Wheeler',
        before: { targetTotal: expect.any(Number), gstPct: 18, serviceCharge: expect.any(Number) },
        after: settings,
      },
    ]);
  });

  it('site mode and site info', async () => {
    expect((await send('PUT', API_PATHS.admin.siteMode, { mode: 'pm' })).statusCode).toBe(200);
    const info = { ...DEFAULT_SITE_INFO, phone: '+91 99999 00000' };
    expect((await send('PUT', API_PATHS.admin.siteInfo, info)).statusCode).toBe(200);
    expect(await auditRecords(t.db.kysely, 'site-mode-changed')).toEqual([
      {
        ...byOffice(),
        kind: 'site-mode-changed',
        subject: 'Site mode',
        before: { mode: 'hsrp' },
        after: { mode: 'pm' },
      },
    ]);
    const [siteInfo] = await auditRecords(t.db.kysely, 'site-info-changed');
    expect(siteInfo).toMatchObject({ ...byOffice(), subject: 'Site info' });
    expect(siteInfo?.before).toMatchObject({ phone: DEFAULT_SITE_INFO.phone });
    // The GST answer and the signatory, left out by this caller, are saved blank, and the movers
    // page's claims as unconfirmed samples.
    expect(siteInfo?.after).toEqual({
      ...info,
      gstRegistered: '',
      signatoryName: '',
      signatoryDesignation: '',
      moversClaims: DEFAULT_MOVERS_CLAIMS,
    });
  });

  it('a policy and the grievance officer', async () => {
    const text = 'Refunds reach the UPI account you paid from within 5 working days. '.repeat(3);
    expect((await send('PUT', API_PATHS.admin.policyDocument('refund'), { text })).statusCode).toBe(
      200,
    );
    const officer = {
      name: 'Meera Joshi',
      designation: 'Grievance Officer',
      phone: '01332 123456',
      email: 'grievance@example.in',
    };
    expect((await send('PUT', API_PATHS.admin.grievanceOfficer, officer)).statusCode).toBe(200);
    expect(await auditRecords(t.db.kysely, 'policy-changed')).toEqual([
      {
        ...byOffice(),
        kind: 'policy-changed',
        subject: 'Refund and cancellation policy',
        before: null,
        after: { text: text.trim() },
      },
    ]);
    expect(await auditRecords(t.db.kysely, 'grievance-officer-changed')).toEqual([
      {
        ...byOffice(),
        kind: 'grievance-officer-changed',
        subject: 'Grievance officer',
        before: null,
        after: officer,
      },
    ]);
  });

  it("a booking's status, one entry per change", async () => {
    const [orderId] = await seedBookings(t, 1);
    const { id } = await t.db.kysely
      .selectFrom('bookings')
      .select('id')
      .where('orderId', '=', orderId ?? '')
      .executeTakeFirstOrThrow();
    for (const status of ['CONFIRMED', 'FULFILLED']) {
      expect((await send('PATCH', API_PATHS.admin.bookingStatus(id), { status })).statusCode).toBe(
        200,
      );
    }
    // Refused (already so): no entry.
    expect(
      (await send('PATCH', API_PATHS.admin.bookingStatus(id), { status: 'FULFILLED' })).statusCode,
    ).toBe(409);
    expect(await auditRecords(t.db.kysely, 'booking-status-changed')).toEqual([
      {
        ...byOffice(),
        kind: 'booking-status-changed',
        subject: orderId,
        before: { status: 'PAYMENT_SUBMITTED' },
        after: { status: 'CONFIRMED' },
      },
      {
        ...byOffice(),
        kind: 'booking-status-changed',
        subject: orderId,
        before: { status: 'CONFIRMED' },
        after: { status: 'FULFILLED' },
      },
    ]);
  });

  it("a lead's call mark, and a failed mail sent again", async () => {
    await t.app.inject({
      method: 'POST',
      url: API_PATHS.leads,
      payload: { name: 'Ravi', phone: '9876543210' },
    });
    const lead = await t.db.kysely.selectFrom('leads').select('id').executeTakeFirstOrThrow();
    expect((await send('PATCH', API_PATHS.admin.lead(lead.id), { called: true })).statusCode).toBe(
      200,
    );
    const [marked] = await auditRecords(t.db.kysely, 'lead-call-marked');
    expect(marked).toEqual({
      ...byOffice(),
      kind: 'lead-call-marked',
      subject: 'Lead Ravi, 9876543210',
      before: { calledAt: null, calledBy: null },
      after: { calledAt: expect.any(String), calledBy: ADMIN_EMAIL },
    });

    const mail = await t.db.kysely.selectFrom('outboxMails').selectAll().executeTakeFirstOrThrow();
    await t.db.kysely
      .updateTable('outboxMails')
      .set({ status: 'failed', attempts: 8, lastError: 'mailbox full' })
      .execute();
    expect((await send('POST', API_PATHS.admin.mailRetry(mail.id))).statusCode).toBe(200);
    // Nothing failed any more: refused, no entry.
    expect((await send('POST', API_PATHS.admin.mailRetry(mail.id))).statusCode).toBe(404);
    expect(await auditRecords(t.db.kysely, 'mail-requeued')).toEqual([
      {
        ...byOffice(),
        kind: 'mail-requeued',
        subject: `Movers lead notice to ${mail.recipient}: ${mail.subject}`,
        before: { status: 'failed', attempts: 8, lastError: 'mailbox full' },
        after: { status: 'pending', attempts: 0 },
      },
    ]);
  });
});

describe('the audit entry and its change', () => {
  it('roll back together when the change fails after its entry was written', async () => {
    const [orderId] = await seedBookings(t, 1);
    const booking = await t.db.kysely
      .selectFrom('bookings')
      .select(['id', 'status'])
      .where('orderId', '=', orderId ?? '')
      .executeTakeFirstOrThrow();
    // The customer's mail is queued after the entry is written; without its table it fails.
    await sql`drop table outbox_mails`.execute(t.db.kysely);
    const res = await send('PATCH', API_PATHS.admin.bookingStatus(booking.id), {
      status: 'CONFIRMED',
    });
    expect(res.statusCode).toBe(500);
    expect(await auditRecords(t.db.kysely, 'booking-status-changed')).toEqual([]);
    const after = await t.db.kysely
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('PAYMENT_SUBMITTED');
  });

  it('roll back together when the entry cannot be written: no change without its entry', async () => {
    await sql`drop table audit_events`.execute(t.db.kysely);
    const res = await send('PUT', API_PATHS.admin.siteMode, { mode: 'pm' });
    expect(res.statusCode).toBe(500);
    const mode = await t.db.kysely
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'site_mode')
      .executeTakeFirstOrThrow();
    expect(mode.value).toBe('hsrp');
  });
});

describe('the audit trail table', () => {
  it('refuses updates and deletes from anyone: entries are only ever added', async () => {
    const [entry] = await auditRecords(t.db.kysely);
    expect(entry?.kind).toBe('sign-in');
    await expect(
      t.db.kysely.updateTable('auditEvents').set({ actorEmail: 'someone@else.in' }).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.kysely.deleteFrom('auditEvents').execute()).rejects.toThrow(/append-only/);
    expect(await auditRecords(t.db.kysely)).toEqual([entry]);
  });
});

describe('the audit trail records staff and two-factor changes', () => {
  it('an invitation, a role change, a deactivation and a reactivation', async () => {
    const invited = await send('POST', API_PATHS.admin.staffInvitations, {
      email: 'desk@hsrp.test',
      role: 'staff',
    });
    expect(invited.statusCode).toBe(200);
    expect(await auditRecords(t.db.kysely, 'staff-invited')).toEqual([
      {
        ...byOffice(),
        kind: 'staff-invited',
        subject: 'desk@hsrp.test',
        before: null,
        after: { email: 'desk@hsrp.test', role: 'staff', expiresAt: expect.any(String) },
      },
    ]);

    const other = await createAccount(t, 'partner@hsrp.test', 'staff');
    await send('PATCH', API_PATHS.admin.staffMember(other), { role: 'owner' });
    await send('PATCH', API_PATHS.admin.staffMember(other), { active: false });
    await send('PATCH', API_PATHS.admin.staffMember(other), { active: true });
    const change = (kind: AuditKind, before: object, after: object) => ({
      ...byOffice(),
      kind,
      subject: 'partner@hsrp.test',
      before,
      after,
    });
    expect(await auditRecords(t.db.kysely, 'staff-role-changed')).toEqual([
      change('staff-role-changed', { role: 'staff' }, { role: 'owner' }),
    ]);
    expect(await auditRecords(t.db.kysely, 'staff-deactivated')).toEqual([
      change('staff-deactivated', { active: true }, { active: false }),
    ]);
    expect(await auditRecords(t.db.kysely, 'staff-reactivated')).toEqual([
      change('staff-reactivated', { active: false }, { active: true }),
    ]);
  });

  it('two-factor sign-in turned on, codes renewed, a wrong code, a recovery code, turned off', async () => {
    stopClock();
    try {
      const { secret, recoveryCodes } = await enrolTwoFactor(t, headers);
      await send('POST', API_PATHS.admin.twoFactorRecoveryCodes, { password: ADMIN_PASSWORD });
      const own = (kind: AuditKind) => ({ kind, subject: ADMIN_EMAIL, actorId: adminId });
      expect(await auditRecords(t.db.kysely, 'two-factor-enabled')).toEqual([
        expect.objectContaining(own('two-factor-enabled')),
      ]);
      expect(await auditRecords(t.db.kysely, 'two-factor-recovery-codes-renewed')).toEqual([
        expect.objectContaining({ ...own('two-factor-recovery-codes-renewed'), address: OFFICE }),
      ]);

      // Signing in again: a wrong code, then a recovery code (one of the old ones: void now).
      const pending = (await login(ADMIN_EMAIL, ADMIN_PASSWORD)).cookies
        .map(({ name, value }) => `${name}=${value}`)
        .join('; ');
      const enter = (code: string) =>
        t.app.inject({
          method: 'POST',
          url: API_PATHS.admin.sessionCode,
          headers: { ...SAME_ORIGIN, cookie: pending },
          payload: { code },
          remoteAddress: OFFICE,
        });
      expect((await enter('000000')).statusCode).toBe(401);
      expect((await enter(recoveryCodes[0] ?? '')).statusCode).toBe(401);
      expect(await auditRecords(t.db.kysely, 'two-factor-code-failed')).toHaveLength(2);
      nextTimeStep();
      expect((await enter(appCode(secret))).statusCode).toBe(200);
      expect(await auditRecords(t.db.kysely, 'sign-in')).toContainEqual(
        expect.objectContaining({ subject: 'Session started with a code from the app' }),
      );

      nextTimeStep();
      await send('POST', API_PATHS.admin.twoFactorDisable, {
        password: ADMIN_PASSWORD,
        code: appCode(secret),
      });
      expect(await auditRecords(t.db.kysely, 'two-factor-disabled')).toEqual([
        expect.objectContaining({ ...own('two-factor-disabled'), address: OFFICE }),
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("the owner's requirement of two-factor sign-in for staff", async () => {
    await send('PUT', API_PATHS.admin.twoFactorStaffSetting, { requiredForStaff: true });
    expect(await auditRecords(t.db.kysely, 'two-factor-staff-requirement-changed')).toEqual([
      {
        ...byOffice(),
        kind: 'two-factor-staff-requirement-changed',
        subject: 'Two-factor sign-in for staff',
        before: { requiredForStaff: false },
        after: { requiredForStaff: true },
      },
    ]);
  });
});
