import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDb } from '#server/db/app-db.ts';
import { getSiteInfo, saveSiteInfo } from '#server/repositories/site-info.repository.ts';
import { signedInAdmin } from '#server/testing/admin-session.ts';
import { bookingInput } from '#server/testing/booking-fixtures.ts';
import { type SmtpTestServer, startSmtpTestServer } from '#server/testing/smtp-test-server.ts';
import {
  createTestApp,
  TEST_ADMIN_EMAIL,
  TEST_PUBLIC_URL,
  type TestApp,
} from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { createSmtpTransport, type MailTransport } from './mail-transport.ts';
import { type OutboxWorker, startOutboxWorker } from './outbox-worker.ts';

let t: TestApp;
let smtp: SmtpTestServer;
const workers: OutboxWorker[] = [];
const transports: MailTransport[] = [];
const quietLog = { info: () => {}, warn: () => {}, error: () => {} };

/** A worker that only runs when the test says so (a long poll), so timing stays deterministic. */
function worker(url = smtp.url, options: { maxAttempts?: number; db?: AppDb } = {}): OutboxWorker {
  const transport = createSmtpTransport(url, 'HSRP Plate Booking <no-reply@hsrp.test>');
  transports.push(transport);
  const w = startOutboxWorker({
    db: options.db ?? t.db,
    channels: { email: transport },
    log: quietLog,
    pollMs: 60_000,
    backoffMs: () => 0,
    maxAttempts: options.maxAttempts,
  });
  workers.push(w);
  return w;
}

/**
 * A worker whose own first run (at start) is over, so from then on it runs only when the test
 * says: otherwise that run can retry a failed mail (backoff 0 here) while the test reads it.
 */
async function idleWorker(...args: Parameters<typeof worker>): Promise<OutboxWorker> {
  const w = worker(...args);
  // Timers of one delay fire in the order they were set: the worker's first run has begun...
  await new Promise((resolve) => setTimeout(resolve, 0));
  // ...and runs take turns, so this one ends after it.
  await w.runOnce();
  return w;
}

beforeEach(async () => {
  t = await createTestApp();
  smtp = await startSmtpTestServer();
});
afterEach(async () => {
  for (const w of workers.splice(0)) await w.stop();
  for (const transport of transports.splice(0)) transport.close();
  await smtp.close();
  await t.close();
});

const book = (overrides: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload: bookingInput(overrides) });
const outbox = () =>
  t.db.kysely.selectFrom('outboxMails').selectAll().orderBy('createdAt').execute();

describe('mail for a booking', () => {
  it('sends exactly one receipt to the customer and one notice to the office', async () => {
    const res = await book({
      fullName: 'Asha Verma',
      email: 'asha@example.in',
      txnId: '412345678901',
    });
    const { orderId } = res.json();
    const w = worker();
    await w.runOnce();
    await w.runOnce();
    const mails = await smtp.waitFor(2);
    expect(mails).toHaveLength(2);

    const receipt = mails.find((m) => m.subject?.startsWith('We received your payment details'));
    expect(receipt?.to).toMatchObject({ text: 'asha@example.in' });
    expect(receipt?.subject).toBe(`We received your payment details: ${orderId}`);
    for (const part of [receipt?.text ?? '', receipt?.html || '']) {
      for (const expected of [
        orderId,
        'Dear Asha Verma',
        'HSRP with colour sticker',
        'Two Wheeler',
        'UK08AB1234',
        // No GSTIN on a fresh install: no tax line (decision 0049), the same total.
        '₹590',
        '₹109',
        '₹699',
        '412345678901',
        'Fitting appointment: ',
        'Mon-Fri 10:30 AM-5:30 PM',
      ]) {
        expect(part).toContain(expected);
      }
    }

    const notice = mails.find((m) => m.subject?.startsWith('New booking'));
    expect(notice?.to).toMatchObject({ text: TEST_ADMIN_EMAIL });
    expect(notice?.text).toContain(
      `${TEST_PUBLIC_URL}/admin/bookings?search=${encodeURIComponent(orderId)}`,
    );
    expect(notice?.text).not.toContain('WARNING');
    expect((await outbox()).map((m) => m.status)).toEqual(['sent', 'sent']);
  });

  it('flags a duplicate transaction number in the office notice', async () => {
    await book({ txnId: '412398765432' });
    // Only a lapsed booking's number may be used again (the customer paid late and rebooks).
    await t.db.kysely
      .updateTable('bookings')
      .set({ status: 'CANCELLED', lapsedAt: new Date().toISOString() })
      .execute();
    // The same reference typed the way some apps show it.
    await book({ txnId: '4123 9876 5432', phone: '9123456780' });
    await worker().runOnce();
    const notices = (await smtp.waitFor(4)).filter((m) => m.subject?.startsWith('New booking'));
    const flagged = notices.filter((m) => m.subject?.includes('duplicate transaction number'));
    expect(flagged).toHaveLength(1);
    expect(flagged[0]?.text).toContain('another booking already carries this transaction number');
  });

  it('queues no office notice without ADMIN_EMAIL', async () => {
    await t.close();
    t = await createTestApp({ mail: { adminEmail: undefined } });
    await book();
    expect((await outbox()).map((m) => m.kind)).toEqual(['booking-received']);
  });

  it('escapes a hostile name in the HTML and keeps it as text', async () => {
    await book({ fullName: '<script>alert(1)</script> <img src=x onerror=alert(2)>' });
    await worker().runOnce();
    const [receipt] = (await smtp.waitFor(2)).filter((m) => m.subject?.startsWith('We received'));
    expect(receipt?.html).not.toContain('<script>');
    expect(receipt?.html).not.toContain('<img src=x');
    expect(receipt?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(receipt?.text).toContain('Dear <script>alert(1)</script>');
  });

  it('delivers text that looks like the mail placeholder as the text typed', async () => {
    // A "{{secret}}" typed by a customer once made both mails fail at once, never retried, so a
    // customer could hide their booking from the office's notice.
    await book({ fullName: 'Asha {{secret}} Verma' });
    await worker().runOnce();
    expect((await outbox()).map((m) => m.status)).toEqual(['sent', 'sent']);
    const mails = await smtp.waitFor(2);
    expect(mails.map((m) => m.text).every((text) => text?.includes('Asha {{secret}} Verma'))).toBe(
      true,
    );
  });

  it('delivers the office its notices when the business name or a lead holds "{{secret}}"', async () => {
    // The business's name is in every mail's footer: it once silenced every mail, the payee
    // warning included.
    const site = await getSiteInfo(t.db.kysely);
    await saveSiteInfo(t.db.kysely, { ...site, name: 'Plates {{secret}}' }, 'owner@hsrp.test');
    const lead = await t.app.inject({
      method: 'POST',
      url: API_PATHS.leads,
      payload: { name: 'Ravi {{secret}}', phone: '9876543210', source: 'callback' },
    });
    expect(lead.statusCode).toBe(201);
    await worker().runOnce();
    expect((await outbox()).map((m) => m.status)).toEqual(['sent']);
    const [notice] = await smtp.waitFor(1);
    expect(notice?.text).toContain('Ravi {{secret}}');
    expect(notice?.text).toContain('Plates {{secret}}');
  });

  it('refuses a name with header-injection line breaks before anything is stored', async () => {
    const res = await book({ fullName: 'Asha\r\nBcc: everyone@example.com' });
    expect(res.statusCode).toBe(400);
    expect(await outbox()).toEqual([]);
  });
});

describe('mail for a status change', () => {
  it('sends the customer one mail when an admin confirms', async () => {
    await book({ email: 'asha@example.in' });
    const headers = await signedInAdmin(t);
    const list = await t.app.inject({ method: 'GET', url: API_PATHS.admin.bookings, headers });
    const [booking] = list.json().bookings;
    await t.db.kysely.deleteFrom('outboxMails').execute();

    await t.app.inject({
      method: 'PATCH',
      url: API_PATHS.admin.bookingStatus(booking.id),
      headers,
      payload: { status: 'CONFIRMED' },
    });
    await worker().runOnce();
    const [mail] = await smtp.waitFor(1);
    expect(smtp.received).toHaveLength(1);
    expect(mail?.to).toMatchObject({ text: 'asha@example.in' });
    expect(mail?.subject).toBe(`Your order ${booking.orderId} is confirmed`);
    expect(mail?.text).toContain('We will fit your plates at your appointment:');
  });
});

describe('delivery pace', () => {
  it('keeps several mails in flight, so a slow mail server does not hold the outbox to one at a time', async () => {
    await smtp.close();
    smtp = await startSmtpTestServer(0, { answerWhenAtOnce: 3 });
    await book();
    await book();
    await worker().runOnce();
    expect(await smtp.waitFor(4)).toHaveLength(4);
    expect(smtp.mostAtOnce()).toBeGreaterThanOrEqual(3);
  });
});

describe('delivery that survives failures', () => {
  it('lets the booking succeed with the SMTP server down, and delivers once it is back', async () => {
    const port = smtp.port;
    await smtp.close();
    const w = await idleWorker(`smtp://127.0.0.1:${port}`);
    const res = await book();
    expect(res.statusCode).toBe(201);

    await w.runOnce();
    const afterFailure = await outbox();
    expect(afterFailure.map((m) => m.status)).toEqual(['pending', 'pending']);
    expect(afterFailure[0]?.lastError).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startSmtpTestServer(port);
    await w.runOnce();
    expect(await smtp.waitFor(2)).toHaveLength(2);
    expect((await outbox()).map((m) => m.status)).toEqual(['sent', 'sent']);
  });

  it('delivers after a restart what was committed before a crash', async () => {
    // No worker ran: the process "died" right after the booking committed.
    await book();
    expect((await outbox()).map((m) => m.status)).toEqual(['pending', 'pending']);
    // A mail claimed by a worker that then crashed mid-send is taken again once its claim lapses.
    await t.db.kysely
      .updateTable('outboxMails')
      .set({ status: 'sending', claimedUntil: new Date(Date.now() - 1).toISOString(), attempts: 1 })
      .where('kind', '=', 'new-booking-admin')
      .execute();
    await worker().runOnce();
    expect(await smtp.waitFor(2)).toHaveLength(2);
  });

  it('marks a mail failed after its last attempt, and an admin can queue it again', async () => {
    const port = smtp.port;
    await smtp.close();
    const w = await idleWorker(`smtp://127.0.0.1:${port}`, { maxAttempts: 2 });
    await book({ email: 'asha@example.in' });
    await w.runOnce();
    await w.runOnce();
    expect((await outbox()).map((m) => m.status)).toEqual(['failed', 'failed']);

    const headers = await signedInAdmin(t);
    const listed = await t.app.inject({ method: 'GET', url: API_PATHS.admin.mail, headers });
    expect(listed.json().mails).toHaveLength(2);
    expect(listed.json().mails[0]).toMatchObject({ status: 'failed', attempts: 2 });
    const id = listed.json().mails.find((m: { kind: string }) => m.kind === 'booking-received').id;
    const retry = await t.app.inject({
      method: 'POST',
      url: API_PATHS.admin.mailRetry(id),
      headers,
    });
    expect(retry.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: API_PATHS.admin.mailRetry(id),
      headers,
    });
    expect(again.statusCode).toBe(404);

    smtp = await startSmtpTestServer(port);
    await w.runOnce();
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toMatchObject({ text: 'asha@example.in' });
    expect(smtp.received).toHaveLength(1);
  });

  it('delivers each mail once with two workers on one database', async () => {
    // Each to its own address: one address gets only so many receipts an hour (recipient-cap);
    // the office gets 5 notices, and the rest in one summary at the end of the hour (not due).
    for (let i = 0; i < 10; i += 1) await book({ email: `customer${i}@example.in` });
    const due = (await outbox()).filter((m) => m.kind !== 'office-summary');
    expect(due).toHaveLength(15);
    // The second worker has its own connection, as a second app instance would.
    const secondInstance = t.openAnotherDb();
    const a = worker();
    const b = worker(smtp.url, { db: secondInstance });
    await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    await Promise.all([a.runOnce(), b.runOnce()]);
    await smtp.waitFor(15);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(15);
    const ids = smtp.received.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(15);
    const sent = (await outbox()).filter((m) => m.status === 'sent');
    expect(sent.map((m) => m.id).sort()).toEqual(due.map((m) => m.id).sort());
    await b.stop();
    await secondInstance.kysely.destroy();
    // Ten bookings in a row pass 5 s on a loaded machine.
  }, 20_000);
});
