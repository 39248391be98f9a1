import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '#server/auth/password-policy.ts';
import { renderMailBody } from '#server/mail/mail-secret.ts';
import { createSmtpTransport } from '#server/mail/mail-transport.ts';
import { startOutboxWorker } from '#server/mail/outbox-worker.ts';
import { findAdminByEmail, setAdminActive } from '#server/repositories/admins.repository.ts';
import { retryFailedMail } from '#server/repositories/outbox.repository.ts';
import { ADMIN_EMAIL, createAdmin, SAME_ORIGIN, signIn } from '#server/testing/admin-session.ts';
import { type SmtpTestServer, startSmtpTestServer } from '#server/testing/smtp-test-server.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#server/testing/test-app.ts';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { linkTokenOf } from '#shared/admin/link-token.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { MAIL_LINK_DROPPED } from './mail.routes.ts';
import { RESET_REQUEST_LIMITS } from './password-reset.routes.ts';

let t: TestApp;
/** Password-reset mails queued in the outbox, oldest first. */
const resetMails = () =>
  t.db.kysely
    .selectFrom('outboxMails')
    .selectAll()
    .where('kind', '=', 'password-reset')
    .orderBy('createdAt')
    .execute();
beforeEach(async () => {
  t = await createTestApp();
  await createAdmin(t);
});
afterEach(async () => {
  await t.close();
});

const requestReset = (email: string, remoteAddress = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.admin.passwordReset,
    headers: SAME_ORIGIN,
    payload: { email },
    remoteAddress,
  });
const confirm = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.admin.passwordResetConfirm,
    headers: SAME_ORIGIN,
    payload: { token, password },
  });

async function mailedToken(): Promise<string> {
  const res = await requestReset(ADMIN_EMAIL);
  expect(res.json()).toEqual({ message: ADMIN_MESSAGES.resetSent });
  const mail = (await resetMails()).at(-1);
  expect(mail?.recipient).toBe(ADMIN_EMAIL);
  // As the outbox worker puts the mail together when sending it.
  const text = mail && renderMailBody(mail)?.text;
  const link = /https?:\/\/\S+/.exec(text ?? '')?.[0] ?? '';
  expect(link.startsWith(`${TEST_PUBLIC_URL}/admin/reset-password#token=`)).toBe(true);
  return linkTokenOf(new URL(link));
}

describe('password reset', () => {
  it('needs an e-mail first', async () => {
    const res = await requestReset('  ');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ADMIN_MESSAGES.emailFirst);
  });

  it('answers the same for unknown and deactivated accounts, and mails nothing to them', async () => {
    const unknown = await requestReset('nobody@hsrp.test');
    const admin = await findAdminByEmail(t.db.kysely, ADMIN_EMAIL);
    await setAdminActive(t.db.kysely, admin?.id ?? '', false);
    const revoked = await requestReset(ADMIN_EMAIL);
    for (const res of [unknown, revoked]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: ADMIN_MESSAGES.resetSent });
    }
    expect(await resetMails()).toEqual([]);
  });

  it('sets a new password once, stores the token hashed and ends every session', async () => {
    const oldSession = await signIn(t);
    const token = await mailedToken();
    const stored = await t.db.kysely.selectFrom('passwordResetTokens').select('id').execute();
    expect(stored.map((r) => r.id)).not.toContain(token);

    const res = await confirm(token, 'a-brand-new-password');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ADMIN_MESSAGES.passwordChanged });
    const me = await t.app.inject({
      method: 'GET',
      url: API_PATHS.admin.session,
      headers: { cookie: oldSession },
    });
    expect(me.statusCode).toBe(401);
    await expect(signIn(t, ADMIN_EMAIL, 'a-brand-new-password')).resolves.toMatch(/^hsrp_admin/);

    const reused = await confirm(token, 'another-new-password');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(ADMIN_MESSAGES.resetLinkInvalid);
  });

  it('refuses a token older than one hour', async () => {
    const token = await mailedToken();
    await t.db.kysely
      .updateTable('passwordResetTokens')
      .set({ expiresAt: new Date(Date.now() - 1).toISOString() })
      .execute();
    const res = await confirm(token, 'a-brand-new-password');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ADMIN_MESSAGES.resetLinkInvalid);
  });

  it('refuses a made-up token and a short password without using the token', async () => {
    expect((await confirm('x'.repeat(43), 'a-brand-new-password')).statusCode).toBe(400);
    const token = await mailedToken();
    const short = await confirm(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Use at least 12 characters.');
    const common = await confirm(token, 'Password1234');
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe(COMMON_PASSWORD_MESSAGE);
    expect((await confirm(token, 'a-brand-new-password')).statusCode).toBe(200);
  });

  it('voids every other outstanding link of the account once one is used', async () => {
    const older = await mailedToken();
    const newer = await mailedToken();
    expect((await confirm(newer, 'a-brand-new-password')).statusCode).toBe(200);
    const res = await confirm(older, 'the-attackers-password');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ADMIN_MESSAGES.resetLinkInvalid);
    await expect(signIn(t, ADMIN_EMAIL, 'a-brand-new-password')).resolves.toMatch(/^hsrp_admin/);
  });

  it('stops mailing an address after 5 requests an hour, answering the same', async () => {
    for (let i = 0; i < 7; i += 1) {
      expect((await requestReset(ADMIN_EMAIL)).json()).toEqual({
        message: ADMIN_MESSAGES.resetSent,
      });
    }
    expect(await resetMails()).toHaveLength(5);
  });

  it('limits requests per client too, so random addresses leave few counters behind', async () => {
    const { limit } = RESET_REQUEST_LIMITS.perAddress;
    const answers = [];
    for (let i = 0; i < 30; i += 1) {
      // Every address of one IPv6 /64 is one client.
      answers.push(await requestReset(`random${i}@example.in`, `2001:db8:7:7::${i + 1}`));
    }
    expect(answers.slice(0, limit).every((res) => res.statusCode === 200)).toBe(true);
    for (const res of answers.slice(limit)) {
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(ADMIN_MESSAGES.tooManyResetRequests);
    }
    const counters = await t.db.kysely.selectFrom('rateLimits').select('key').execute();
    expect(counters).toHaveLength(limit + 1);
    // Another client is not held up by this one.
    expect((await requestReset(ADMIN_EMAIL, '198.51.100.20')).statusCode).toBe(200);
  });
});

describe('a reset link in the outbox', () => {
  let smtp: SmtpTestServer;
  const stops: (() => Promise<void>)[] = [];
  beforeEach(async () => {
    smtp = await startSmtpTestServer();
  });
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
    await smtp.close();
  });

  /** A worker that runs only when told to, delivering to `url`. */
  function worker(url = smtp.url, maxAttempts?: number) {
    const transport = createSmtpTransport(url, 'HSRP Plate Booking <no-reply@hsrp.test>');
    const quietLog = { info: () => {}, warn: () => {}, error: () => {} };
    const w = startOutboxWorker({
      db: t.db,
      channels: { email: transport },
      log: quietLog,
      pollMs: 60_000,
      backoffMs: () => 0,
      maxAttempts,
    });
    stops.push(async () => {
      await w.stop();
      transport.close();
    });
    return w;
  }
  const queuedToken = async () => (await resetMails())[0]?.secret ?? 'none';
  const keptRows = async () =>
    JSON.stringify(await t.db.kysely.selectFrom('outboxMails').selectAll().execute());

  it('is put in only when sending: no kept row holds it, and the mailed link works', async () => {
    await requestReset(ADMIN_EMAIL);
    const token = await queuedToken();
    const [queued] = await resetMails();
    expect(`${queued?.textBody}${queued?.htmlBody}`).not.toContain(token);

    await worker().runOnce();
    const [mail] = await smtp.waitFor(1);
    const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).toBe(`${TEST_PUBLIC_URL}/admin/reset-password#token=${token}`);
    expect(mail?.html).toContain(`href="${link}"`);
    expect((await resetMails())[0]).toMatchObject({ status: 'sent', secret: null });
    const kept = await keptRows();
    expect(kept).not.toContain(token);
    expect(kept).not.toContain(link);

    expect((await confirm(token, 'a-brand-new-password')).statusCode).toBe(200);
  });

  it('drops the link of a mail given up, so it is not queued again without it', async () => {
    const port = smtp.port;
    await smtp.close();
    await requestReset(ADMIN_EMAIL);
    const token = await queuedToken();
    await worker(`smtp://127.0.0.1:${port}`, 1).runOnce();
    const [failed] = await resetMails();
    expect(failed).toMatchObject({ status: 'failed', secret: null });
    expect(failed?.lastError).toContain('ask for a new one');
    expect(await keptRows()).not.toContain(token);
    expect(await retryFailedMail(t.db.kysely, failed?.id ?? '')).toBe('secret-dropped');
    const retry = await t.app.inject({
      method: 'POST',
      url: API_PATHS.admin.mailRetry(failed?.id ?? ''),
      headers: { cookie: await signIn(t), ...SAME_ORIGIN },
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual({ message: MAIL_LINK_DROPPED });
    expect((await resetMails())[0]).toMatchObject({ status: 'failed' });
    smtp = await startSmtpTestServer(port);
  });
});

describe('without a private way to mail links (production without SMTP)', () => {
  it('refuses a reset request with how the owner sets a password, and keeps nothing', async () => {
    await t.close();
    t = await createTestApp({ mail: { resetLinksByMail: false } });
    await createAdmin(t);
    const res = await requestReset(ADMIN_EMAIL);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: ADMIN_MESSAGES.resetByMailUnavailable });
    expect(res.json().message).toContain('npm run admin -- create');
    expect(await resetMails()).toEqual([]);
    expect(await t.db.kysely.selectFrom('passwordResetTokens').selectAll().execute()).toEqual([]);
  });
});

describe('without SMTP in development (links go to the log)', () => {
  it('says that nothing was e-mailed and where the link is, the same for every address', async () => {
    await t.close();
    t = await createTestApp({ mail: { smtpConfigured: false } });
    await createAdmin(t);
    for (const email of [ADMIN_EMAIL, 'nobody@hsrp.test']) {
      const res = await requestReset(email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: ADMIN_MESSAGES.resetLoggedNotMailed });
    }
    expect(ADMIN_MESSAGES.resetLoggedNotMailed).toContain('SMTP_URL');
    // The link is made all the same: the log transport writes it out for the developer.
    expect((await resetMails()).map((mail) => mail.recipient)).toEqual([ADMIN_EMAIL]);
  });
});
