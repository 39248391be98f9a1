import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { findAdminByEmail, setAdminActive } from '#server/repositories/admins.repository.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createAdmin,
  SAME_ORIGIN,
  signIn,
} from '#server/testing/admin-session.ts';
import { auditRecords } from '#server/testing/audit-trail.ts';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '#server/testing/test-app.ts';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { API_PATHS } from '#shared/api-paths.ts';

// Changing where customers pay asks for the password again, is in the audit trail and is mailed to
// the owner, all in one transaction.

const OFFICE = '198.51.100.20';
const TEST_UPI_ID = 'hsrpbooking@okaxis';
let t: TestApp;
let headers: Record<string, string>;

async function start(options: Parameters<typeof createTestApp>[0] = {}) {
  t = await createTestApp(options);
  await createAdmin(t);
  headers = { cookie: await signIn(t), ...SAME_ORIGIN };
}
afterEach(async () => {
  await t.close();
});

const savePayee = (fields: Record<string, string>, image?: Buffer) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append('qrImage', new Blob([image]), 'qr.png');
  return t.app.inject({
    method: 'PUT',
    url: API_PATHS.admin.paymentOptionFor('TWO_WHEELER'),
    headers,
    payload: form,
    remoteAddress: OFFICE,
  });
};
const qrPng = () =>
  sharp({ create: { width: 120, height: 120, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();

/** Each payee change's before and after, as the audit trail holds them. */
const payeeChanges = async () =>
  (await auditRecords(t.db.kysely, 'payee-changed')).map(({ before, after }) => ({
    before,
    after,
  }));

const payeeMails = () =>
  t.db.kysely
    .selectFrom('outboxMails')
    .selectAll()
    .where('kind', '=', 'payee-changed')
    .orderBy('recipient')
    .execute();
const storedPayee = () =>
  t.db.kysely
    .selectFrom('paymentOptions')
    .select(['upiId', 'qrImageId'])
    .where('vehicleType', '=', 'TWO_WHEELER')
    .executeTakeFirstOrThrow();

describe('a payee change with the right password', () => {
  it('is saved, in the audit trail before and after, and mailed to the office address', async () => {
    await start();
    const res = await savePayee({ upiId: 'new.shop@okaxis', password: ADMIN_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(await storedPayee()).toEqual({ upiId: 'new.shop@okaxis', qrImageId: null });
    expect(await auditRecords(t.db.kysely, 'payee-changed')).toEqual([
      expect.objectContaining({
        actorEmail: ADMIN_EMAIL,
        address: OFFICE,
        subject: 'Two Wheeler',
        before: { upiId: TEST_UPI_ID, qrImage: null, holderName: null },
        after: { upiId: 'new.shop@okaxis', qrImage: null, holderName: null },
      }),
    ]);
    const [mail, ...more] = await payeeMails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      recipient: TEST_ADMIN_EMAIL,
      subject: 'Payee changed for Two Wheeler: customers now pay here',
    });
    for (const words of [TEST_UPI_ID, 'new.shop@okaxis', ADMIN_EMAIL, OFFICE, '/admin/audit']) {
      expect(mail?.textBody).toContain(words);
    }
    expect(mail?.textBody).not.toContain(ADMIN_PASSWORD);
  });

  it('records a QR image by its id, SHA-256 and size, never its bytes, and its removal', async () => {
    await start();
    expect(
      (await savePayee({ upiId: TEST_UPI_ID, password: ADMIN_PASSWORD }, await qrPng())).statusCode,
    ).toBe(200);
    const image = await t.db.kysely.selectFrom('images').selectAll().executeTakeFirstOrThrow();
    const removed = await savePayee({
      upiId: TEST_UPI_ID,
      removeQrImage: 'true',
      password: ADMIN_PASSWORD,
    });
    expect(removed.statusCode).toBe(200);
    const record = { imageId: image.id, sha256: image.sha256, bytes: image.byteSize };
    expect(await payeeChanges()).toEqual([
      {
        before: { upiId: TEST_UPI_ID, qrImage: null, holderName: null },
        after: { upiId: TEST_UPI_ID, qrImage: record, holderName: null },
      },
      {
        before: { upiId: TEST_UPI_ID, qrImage: record, holderName: null },
        after: { upiId: TEST_UPI_ID, qrImage: null, holderName: null },
      },
    ]);
    const stored = await t.db.kysely.selectFrom('auditEvents').select('after').execute();
    expect(Math.max(...stored.map((row) => row.after?.length ?? 0))).toBeLessThan(300);
    expect(await payeeMails()).toHaveLength(2);
  });

  it('saves the account holder’s name customers see, audits and mails it, keeps it when not sent, and clears it when empty', async () => {
    await start();
    const named = await savePayee({
      upiId: TEST_UPI_ID,
      holderName: '  Ramesh Kumar Sharma ',
      password: ADMIN_PASSWORD,
    });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ upiId: TEST_UPI_ID, holderName: 'Ramesh Kumar Sharma' });
    const storefront = await t.app.inject({ method: 'GET', url: API_PATHS.storefront });
    expect(storefront.json().payment.TWO_WHEELER).toEqual({
      upiId: TEST_UPI_ID,
      qrImageUrl: null,
      holderName: 'Ramesh Kumar Sharma',
    });
    const [mail] = await payeeMails();
    expect(mail?.textBody).toContain('Ramesh Kumar Sharma');
    // A form without the field (an older page) keeps the name.
    await savePayee({ upiId: 'new.shop@okaxis', password: ADMIN_PASSWORD });
    await savePayee({ upiId: 'new.shop@okaxis', holderName: '', password: ADMIN_PASSWORD });
    expect(await payeeChanges()).toEqual([
      {
        before: { upiId: TEST_UPI_ID, qrImage: null, holderName: null },
        after: { upiId: TEST_UPI_ID, qrImage: null, holderName: 'Ramesh Kumar Sharma' },
      },
      {
        before: { upiId: TEST_UPI_ID, qrImage: null, holderName: 'Ramesh Kumar Sharma' },
        after: { upiId: 'new.shop@okaxis', qrImage: null, holderName: 'Ramesh Kumar Sharma' },
      },
      {
        before: { upiId: 'new.shop@okaxis', qrImage: null, holderName: 'Ramesh Kumar Sharma' },
        after: { upiId: 'new.shop@okaxis', qrImage: null, holderName: null },
      },
    ]);
    const cleared = await t.app.inject({ method: 'GET', url: API_PATHS.storefront });
    expect(cleared.json().payment.TWO_WHEELER).not.toHaveProperty('holderName');
  });

  it('refuses an account holder’s name too long or on two lines, storing nothing', async () => {
    await start();
    for (const [holderName, message] of [
      ['R'.repeat(101), 'Please keep the account holder’s name to 100 characters.'],
      ['Ramesh\nKumar', 'Please type the name on one line.'],
    ] as const) {
      const res = await savePayee({
        upiId: 'new.shop@okaxis',
        holderName,
        password: ADMIN_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await storedPayee()).toEqual({ upiId: TEST_UPI_ID, qrImageId: null });
    expect(await auditRecords(t.db.kysely, 'payee-changed')).toEqual([]);
  });

  it('that changes nothing is saved without an entry or a mail', async () => {
    await start();
    const res = await savePayee({ upiId: TEST_UPI_ID, password: ADMIN_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(await auditRecords(t.db.kysely, 'payee-changed')).toEqual([]);
    expect(await payeeMails()).toEqual([]);
  });

  it('without ADMIN_EMAIL is mailed to every account with admin rights', async () => {
    await start({ mail: { adminEmail: undefined } });
    await createAdmin(t, 'partner@hsrp.test');
    await createAdmin(t, 'former@hsrp.test');
    const former = await findAdminByEmail(t.db.kysely, 'former@hsrp.test');
    await setAdminActive(t.db.kysely, former?.id ?? '', false);
    expect((await savePayee({ upiId: '', password: ADMIN_PASSWORD })).statusCode).toBe(200);
    expect((await payeeMails()).map((mail) => mail.recipient)).toEqual([
      'partner@hsrp.test',
      ADMIN_EMAIL,
    ]);
  });
});

describe('a payee change without the right password', () => {
  it('changes nothing, mails nobody, and is itself in the audit trail', async () => {
    await start();
    const res = await savePayee(
      { upiId: 'thief@okaxis', password: 'not-my-password' },
      await qrPng(),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: ADMIN_MESSAGES.passwordNotConfirmed,
      fieldErrors: { password: ADMIN_MESSAGES.passwordNotConfirmed },
    });
    expect(await storedPayee()).toEqual({ upiId: TEST_UPI_ID, qrImageId: null });
    expect(await t.db.kysely.selectFrom('images').select('id').execute()).toEqual([]);
    expect(await payeeMails()).toEqual([]);
    expect(await auditRecords(t.db.kysely, 'payee-changed')).toEqual([]);
    expect(await auditRecords(t.db.kysely, 'password-confirm-failed')).toEqual([
      expect.objectContaining({
        actorEmail: ADMIN_EMAIL,
        address: OFFICE,
        subject: 'Payee for Two Wheeler: wrong password',
        before: null,
        after: null,
      }),
    ]);
  });

  it('is refused with a clear message when the password is missing, counting nothing', async () => {
    await start();
    const res = await savePayee({ upiId: 'thief@okaxis' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ADMIN_MESSAGES.payeePasswordRequired);
    expect(await storedPayee()).toEqual({ upiId: TEST_UPI_ID, qrImageId: null });
    expect(await auditRecords(t.db.kysely, 'password-confirm-failed')).toEqual([]);
  });

  it('counts toward the sign-in limits: five wrong, then even the right one waits', async () => {
    await start();
    for (let i = 0; i < 5; i += 1) {
      expect((await savePayee({ upiId: 'thief@okaxis', password: `wrong-${i}` })).statusCode).toBe(
        403,
      );
    }
    const limited = await savePayee({ upiId: 'thief@okaxis', password: ADMIN_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(ADMIN_MESSAGES.tooManySignIns);
    const signInHere = await t.app.inject({
      method: 'POST',
      url: API_PATHS.admin.session,
      headers: SAME_ORIGIN,
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      remoteAddress: OFFICE,
    });
    expect(signInHere.statusCode).toBe(429);
    expect(await storedPayee()).toEqual({ upiId: TEST_UPI_ID, qrImageId: null });
    expect(
      (await auditRecords(t.db.kysely, 'password-confirm-failed')).map((entry) => entry.subject),
    ).toEqual([
      ...Array(5).fill('Payee for Two Wheeler: wrong password'),
      'Payee for Two Wheeler: too many attempts',
    ]);
  });
});
