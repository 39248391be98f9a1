import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '#server/auth/password-policy.ts';
import {
  acceptInvitation,
  INVITATION_TTL_MS,
  inviteStaff,
} from '#server/auth/staff-invitations.ts';
import { renderMailBody } from '#server/mail/mail-secret.ts';
import { findAdminByEmail } from '#server/repositories/admins.repository.ts';
import { SAME_ORIGIN, signedInAdmin, signIn } from '#server/testing/admin-session.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#server/testing/test-app.ts';
import { linkTokenOf } from '#shared/admin/link-token.ts';
import { STAFF_MESSAGES } from '#shared/admin/staff.ts';
import { API_PATHS } from '#shared/api-paths.ts';

let t: TestApp;
let owner: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  owner = await signedInAdmin(t);
});
afterEach(async () => {
  await t.close();
});

const NEW_PERSON = 'asha.desk@hsrp.test';
const NEW_PASSWORD = 'desk counter monsoon';

const invite = (email = NEW_PERSON, role = 'staff', headers = owner) =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.admin.staffInvitations,
    payload: { email, role },
    headers,
  });
const lookUp = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.admin.invitation,
    payload: { token },
    headers: SAME_ORIGIN,
  });
const accept = (token: string, password = NEW_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.admin.invitationAccept,
    payload: { token, password },
    headers: SAME_ORIGIN,
  });
const invitationMails = () =>
  t.db.kysely
    .selectFrom('outboxMails')
    .selectAll()
    .where('kind', '=', 'staff-invitation')
    .orderBy('createdAt')
    .execute();

/** The token of the newest invitation mail, read from its link as the outbox sends it. */
async function mailedToken(recipient = NEW_PERSON): Promise<string> {
  const mail = (await invitationMails()).filter((m) => m.recipient === recipient).at(-1);
  const text = mail && renderMailBody(mail)?.text;
  const link = /https?:\/\/\S+/.exec(text ?? '')?.[0] ?? '';
  expect(link.startsWith(`${TEST_PUBLIC_URL}/admin/accept-invitation#token=`)).toBe(true);
  return linkTokenOf(new URL(link));
}

describe('inviting staff', () => {
  it('mails a link that makes the account in its role once; the person then signs in', async () => {
    const res = await invite();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: STAFF_MESSAGES.invitationSent });
    const token = await mailedToken();
    // Kept hashed: the database holds no working link.
    const stored = await t.db.kysely.selectFrom('staffInvitations').selectAll().execute();
    expect(stored).toMatchObject([{ email: NEW_PERSON, role: 'staff', usedAt: null }]);
    expect(JSON.stringify(stored)).not.toContain(token);
    const [mail] = await invitationMails();
    expect(`${mail?.textBody}${mail?.htmlBody}`).not.toContain(token);
    expect(await findAdminByEmail(t.db.kysely, NEW_PERSON)).toBeUndefined();

    expect((await lookUp(token)).json()).toEqual({ email: NEW_PERSON, role: 'staff' });
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ message: STAFF_MESSAGES.invitationAccepted });
    expect(await findAdminByEmail(t.db.kysely, NEW_PERSON)).toMatchObject({
      role: 'staff',
      isAdmin: 1,
      lastSignInAt: null,
    });
    const cookie = await signIn(t, NEW_PERSON, NEW_PASSWORD);
    const me = await t.app.inject({ url: API_PATHS.admin.session, headers: { cookie } });
    expect(me.json()).toEqual({
      email: NEW_PERSON,
      role: 'staff',
      mustSetUpTwoFactor: false,
      centreIds: [],
    });

    // Once only: the used link neither names the account nor sets another password.
    for (const again of [await lookUp(token), await accept(token, 'someone elses password')]) {
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(STAFF_MESSAGES.invitationInvalid);
    }
    await expect(signIn(t, NEW_PERSON, NEW_PASSWORD)).resolves.toMatch(/^hsrp_admin/);
  });

  it('makes an owner when invited as one', async () => {
    await invite('second.owner@hsrp.test', 'owner');
    await accept(await mailedToken('second.owner@hsrp.test'));
    const account = await findAdminByEmail(t.db.kysely, 'second.owner@hsrp.test');
    expect(account?.role).toBe('owner');
  });

  it('works for 72 hours and not a moment longer', async () => {
    const sentAt = new Date('2026-03-01T10:00:00.000Z');
    const owner = { adminId: null, email: 'owner@hsrp.test', address: '127.0.0.1' };
    await inviteStaff(
      t.db.kysely,
      TEST_PUBLIC_URL,
      { email: NEW_PERSON, role: 'staff' },
      owner,
      sentAt,
    );
    const token = await mailedToken();
    const at = (ms: number) => new Date(sentAt.getTime() + ms);
    const tryAt = (ms: number) =>
      acceptInvitation(
        t.db.kysely,
        t.db.dialect,
        { token, password: NEW_PASSWORD, address: '127.0.0.1' },
        at(ms),
      );
    expect(INVITATION_TTL_MS).toBe(72 * 60 * 60 * 1000);
    await expect(tryAt(INVITATION_TTL_MS)).rejects.toMatchObject({
      statusCode: 400,
      message: STAFF_MESSAGES.invitationInvalid,
    });
    await expect(tryAt(INVITATION_TTL_MS - 1000)).resolves.toEqual({
      email: NEW_PERSON,
      role: 'staff',
    });
  });

  it('refuses an expired link through the API and lists it no more', async () => {
    await invite();
    const token = await mailedToken();
    await t.db.kysely
      .updateTable('staffInvitations')
      .set({ expiresAt: new Date(Date.now() - 1).toISOString() })
      .execute();
    const res = await accept(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(STAFF_MESSAGES.invitationInvalid);
    expect(await findAdminByEmail(t.db.kysely, NEW_PERSON)).toBeUndefined();
    const list = await t.app.inject({ url: API_PATHS.admin.staff, headers: owner });
    expect(list.json().invitations).toEqual([]);
  });

  it('holds the password to the policy without using the link up', async () => {
    await invite();
    const token = await mailedToken();
    const short = await accept(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Use at least 12 characters.');
    const common = await accept(token, 'Password1234');
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe(COMMON_PASSWORD_MESSAGE);
    expect((await accept(token)).statusCode).toBe(200);
  });

  it('refuses a made-up link', async () => {
    for (const res of [await lookUp('x'.repeat(43)), await accept('x'.repeat(43))]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(STAFF_MESSAGES.invitationInvalid);
    }
  });

  it('replaces an earlier invitation to the same address', async () => {
    await invite(NEW_PERSON, 'owner');
    const older = await mailedToken();
    await invite(NEW_PERSON, 'staff');
    const newer = await mailedToken();
    expect((await accept(older)).statusCode).toBe(400);
    expect((await accept(newer)).statusCode).toBe(200);
    expect((await findAdminByEmail(t.db.kysely, NEW_PERSON))?.role).toBe('staff');
  });

  it('refuses an address that already has an account, queuing nothing', async () => {
    const res = await invite('staff@hsrp.test');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(STAFF_MESSAGES.alreadyHasAccount);
    expect(await invitationMails()).toEqual([]);
    expect(await t.db.kysely.selectFrom('staffInvitations').selectAll().execute()).toEqual([]);
  });

  it('refuses a second account for one address when two links are used for it', async () => {
    // Two invitations made before either was used (the newer one voids the older: put it back).
    await invite();
    const first = await mailedToken();
    await invite();
    const second = await mailedToken();
    await t.db.kysely.updateTable('staffInvitations').set({ usedAt: null }).execute();
    expect((await accept(first)).statusCode).toBe(200);
    const res = await accept(second, 'another long password');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(STAFF_MESSAGES.acceptedAlready);
    await expect(signIn(t, NEW_PERSON, NEW_PASSWORD)).resolves.toMatch(/^hsrp_admin/);
  });

  it('checks the email and role', async () => {
    for (const [payload, message] of [
      [{ email: '  ', role: 'staff' }, STAFF_MESSAGES.emailRequired],
      [{ email: NEW_PERSON, role: 'admin' }, STAFF_MESSAGES.roleRequired],
      [{ email: NEW_PERSON }, STAFF_MESSAGES.roleRequired],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: API_PATHS.admin.staffInvitations,
        payload,
        headers: owner,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('inviting staff without SMTP', () => {
  it('is refused in production, where the link would only reach the log', async () => {
    const prod = await createTestApp({ mail: { resetLinksByMail: false, smtpConfigured: false } });
    try {
      const headers = await signedInAdmin(prod);
      const res = await prod.app.inject({
        method: 'POST',
        url: API_PATHS.admin.staffInvitations,
        payload: { email: NEW_PERSON, role: 'staff' },
        headers,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(STAFF_MESSAGES.invitationByMailUnavailable);
      expect(await prod.db.kysely.selectFrom('staffInvitations').selectAll().execute()).toEqual([]);
    } finally {
      await prod.close();
    }
  });

  it('says so in development, where the log shows the link', async () => {
    const dev = await createTestApp({ mail: { smtpConfigured: false } });
    try {
      const headers = await signedInAdmin(dev);
      const res = await dev.app.inject({
        method: 'POST',
        url: API_PATHS.admin.staffInvitations,
        payload: { email: NEW_PERSON, role: 'staff' },
        headers,
      });
      expect(res.json()).toEqual({ message: STAFF_MESSAGES.invitationLoggedNotMailed });
    } finally {
      await dev.close();
    }
  });
});
