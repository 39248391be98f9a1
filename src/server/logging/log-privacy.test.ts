import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminCookies } from '#server/auth/session-cookie.ts';
import { HttpError } from '#server/http/http-error.ts';
import { createLogTransport } from '#server/mail/mail-transport.ts';
import { startOutboxWorker } from '#server/mail/outbox-worker.ts';
import { usableResetTokenEmail } from '#server/repositories/password-reset-tokens.repository.ts';
import { hashSecretToken } from '#server/secrets/secret-tokens.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createAdmin,
  SAME_ORIGIN,
} from '#server/testing/admin-session.ts';
import { bookingInput } from '#server/testing/booking-fixtures.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#server/testing/test-app.ts';
import { linkTokenOf } from '#shared/admin/link-token.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { createOrderNumber } from '#shared/booking/order-number.ts';
import { readableLogStream } from './log-destination.ts';

// A customer's details as they would be typed, and what the log may show of them.
const PHONE = '9123456789';
const EMAIL = 'priya.sharma@example.in';
const TXN_NUMERIC = '412398765432';
const TXN_LETTERS = 'UTRX98765ABCD1';
/** Typed with dashes; bookings store it as its 12 digits. */
const TXN_TYPED = '6123-9876-5432';
const LEAD_PHONE = '9988776655';
const NAME = 'Meera Kapoor';
const REG_NUMBER = 'DL3CAB7788';
// Today's (the server takes no other); masked, its serial keeps the last four digits.
const ORDER_NUMBER = createOrderNumber(new Date(), () => 654321);
const MASKED_ORDER_NUMBER = `${ORDER_NUMBER.slice(0, -10)}******4321`;
const WRONG_PASSWORD = 'Tr0ub4dor&3-guess';

let t: TestApp;
let lines: string[];
/** The same records as a terminal shows them (logging/log-destination): readable lines. */
let readableLines: string[];
beforeEach(async () => {
  lines = [];
  readableLines = [];
  const readable = readableLogStream(
    { write: (text: string) => readableLines.push(text) },
    { colorize: false },
  );
  t = await createTestApp({
    logger: {
      level: 'info',
      stream: {
        write: (line) => {
          lines.push(line);
          readable.write(line);
        },
      },
    },
  });
});
afterEach(async () => {
  await t.close();
});

/**
 * Everything the log holds: a live log, plus every mail the log transport would print (with
 * links, as outside production, unless told otherwise).
 */
async function logOfAWholeDay({ showLinks = true } = {}): Promise<string> {
  const { app } = t;
  // A route failing with customer data in its error, as a database error's detail would carry.
  app.get('/api/test/fail', async () => {
    const error = new Error(`insert failed for ${EMAIL} / ${PHONE}`) as Error & {
      detail: string;
    };
    error.detail = `Key (txn_id)=(${TXN_NUMERIC}) already exists.`;
    throw error;
  });
  app.get('/api/test/fail-booking', async () => {
    throw new Error(`could not update ${ORDER_NUMBER} (registration ${REG_NUMBER})`);
  });
  app.get('/api/test/refuse', async () => {
    throw new HttpError(400, `not for ${PHONE}`);
  });

  const booked = [TXN_NUMERIC, TXN_TYPED].map((txnId, i) =>
    app.inject({
      method: 'POST',
      url: API_PATHS.bookings,
      payload: bookingInput({
        phone: PHONE,
        email: EMAIL,
        txnId,
        fullName: NAME,
        regNumber: REG_NUMBER,
        ...(i === 0 ? { orderId: ORDER_NUMBER } : {}),
      }),
      remoteAddress: `10.0.0.${i + 1}`,
    }),
  );
  for (const res of await Promise.all(booked)) expect(res.statusCode).toBe(201);
  const receipt = await app.inject({
    method: 'GET',
    url: API_PATHS.trackReceiptFor(ORDER_NUMBER, REG_NUMBER),
  });
  expect(receipt.statusCode).toBe(200);
  await app.inject({
    method: 'POST',
    url: API_PATHS.leads,
    payload: { name: 'Ravi', phone: LEAD_PHONE },
  });

  await createAdmin(t);
  const refused = await app.inject({
    method: 'POST',
    url: API_PATHS.admin.session,
    headers: SAME_ORIGIN,
    payload: { email: ADMIN_EMAIL, password: WRONG_PASSWORD },
  });
  expect(refused.statusCode).toBe(401);
  const signedIn = await app.inject({
    method: 'POST',
    url: API_PATHS.admin.session,
    headers: SAME_ORIGIN,
    payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  const session = signedIn.cookies.find(
    (cookie) => cookie.name === adminCookies(TEST_PUBLIC_URL).session.name,
  );
  const headers = { cookie: `${session?.name}=${session?.value}`, ...SAME_ORIGIN };
  const searches = [
    PHONE,
    `+91 ${PHONE.slice(0, 5)} ${PHONE.slice(5)}`,
    EMAIL,
    TXN_LETTERS,
    NAME,
    REG_NUMBER,
    ORDER_NUMBER,
  ];
  for (const search of searches) {
    const url = `${API_PATHS.admin.bookings}?search=${encodeURIComponent(search)}`;
    await app.inject({ method: 'GET', url, headers });
  }
  expect((await app.inject({ method: 'GET', url: '/api/test/fail' })).statusCode).toBe(500);
  expect((await app.inject({ method: 'GET', url: '/api/test/refuse' })).statusCode).toBe(400);
  const failedBooking = await app.inject({ method: 'GET', url: '/api/test/fail-booking' });
  expect(failedBooking.statusCode).toBe(500);
  await app.inject({
    method: 'POST',
    url: API_PATHS.admin.passwordReset,
    headers: SAME_ORIGIN,
    payload: { email: ADMIN_EMAIL },
  });

  // Without SMTP every mail goes to the log: receipts, office notices, the lead, the reset link.
  const worker = startOutboxWorker({
    db: t.db,
    channels: { email: createLogTransport(app.log, { showLinks }) },
    log: app.log,
    pollMs: 60_000,
  });
  while ((await worker.runOnce()) > 0) {}
  await worker.stop();
  return lines.join('');
}

/** The reset link as the log shows it; the outbox keeps only a placeholder (mail/mail-secret). */
function resetLinkIn(log: string): string | undefined {
  return new RegExp(`${TEST_PUBLIC_URL}/admin/reset-password#token=[\\w-]+`).exec(log)?.[0];
}

/** Fails when `log` holds any of the day's private values whole (or a name's end). */
function expectNothingPrivateIn(log: string): void {
  expect(log).not.toContain(NAME.split(' ')[0]);
  expect(log).not.toContain(NAME.split(' ')[1]);
  // Not even the end of it, as an admin's search by name would otherwise leave ("******poor").
  expect(log).not.toContain('poor');
  expect(log).not.toContain(ORDER_NUMBER.slice(-10));
  expect(log).not.toContain(encodeURIComponent(ORDER_NUMBER));
  const cookieSecret = /hsrp_admin_session=([^;"\s]+)/.exec(log)?.[1];
  expect(cookieSecret).toBeUndefined();
  for (const secret of [
    PHONE,
    EMAIL,
    TXN_NUMERIC,
    TXN_LETTERS,
    TXN_TYPED.replaceAll('-', ''),
    LEAD_PHONE,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    WRONG_PASSWORD,
    REG_NUMBER,
    'Asha',
  ]) {
    expect(log).not.toContain(secret);
  }
}

describe('the log', () => {
  it('never holds a name, a full phone number, e-mail address, transaction, order or registration number, password or session', async () => {
    const log = await logOfAWholeDay();
    expectNothingPrivateIn(log);
    // It did log all of that, masked: staff can still match a line to a booking.
    expect(log).toContain('******6789');
    expect(log).toContain('p***@example.in');
    expect(log).toContain('********5432');
    expect(log).toContain('******6655');
    expect(log).toContain('search=******6789');
    expect(log).toContain('insert failed for p***@example.in / ******6789');
    expect(log).toContain(MASKED_ORDER_NUMBER);
    expect(log).toContain(`could not update ${MASKED_ORDER_NUMBER} (registration ******7788)`);
    expect(log).toContain('regNumber=******7788');
    expect(log).toContain(`mailSubject":"We received your payment details: ${MASKED_ORDER_NUMBER}`);
  });

  it('in a terminal, as readable lines, never holds them either', async () => {
    await logOfAWholeDay();
    const log = readableLines.join('');
    expect(log.trim().split('\n').length).toBeGreaterThan(10);
    expect(log).not.toMatch(/^\{/m);
    expectNothingPrivateIn(log);
    expect(log).toContain('search=******6789');
    expect(log).toContain('insert failed for p***@example.in / ******6789');
    expect(log).toContain(`could not update ${MASKED_ORDER_NUMBER} (registration ******7788)`);
    expect(log).toContain(`We received your payment details: ${MASKED_ORDER_NUMBER}`);
  });

  it('keeps a logged password-reset link whole and working, outside production', async () => {
    const link = resetLinkIn(await logOfAWholeDay());
    const token = link && linkTokenOf(new URL(link));
    expect(token).toBeTruthy();
    expect(
      await usableResetTokenEmail(t.db.kysely, hashSecretToken(token ?? ''), new Date()),
    ).toBeDefined();
  });

  it('holds no mail link in production', async () => {
    const log = await logOfAWholeDay({ showLinks: false });
    expect(log).toContain('"mailSubject":"Reset your HSRP admin password"');
    expect(resetLinkIn(log)).toBeUndefined();
    expect(log).not.toContain('token=');
  });

  it('is JSON lines, one record per line', async () => {
    const log = await logOfAWholeDay();
    const records = log.trim().split('\n');
    expect(records.length).toBeGreaterThan(10);
    for (const record of records) expect(() => JSON.parse(record)).not.toThrow();
  });
});
