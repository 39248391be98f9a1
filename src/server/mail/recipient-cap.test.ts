import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInAdmin } from '#server/testing/admin-session.ts';
import { bookingInput } from '#server/testing/booking-fixtures.ts';
import { type SmtpTestServer, startSmtpTestServer } from '#server/testing/smtp-test-server.ts';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { createSmtpTransport, type MailTransport } from './mail-transport.ts';
import { type OutboxWorker, startOutboxWorker } from './outbox-worker.ts';
import { RECIPIENT_CAP } from './recipient-cap.ts';

let t: TestApp;
let smtp: SmtpTestServer;
let transport: MailTransport;
let worker: OutboxWorker;

beforeEach(async () => {
  t = await createTestApp();
  smtp = await startSmtpTestServer();
  transport = createSmtpTransport(smtp.url, 'HSRP Plate Booking <no-reply@hsrp.test>');
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  worker = startOutboxWorker({
    db: t.db,
    channels: { email: transport },
    log: quiet,
    pollMs: 60_000,
  });
});
afterEach(async () => {
  await worker.stop();
  transport.close();
  await smtp.close();
  await t.close();
});

const SPAM = 'Payment received! Claim your refund at https://evil.example';
/** Each booking from a client of its own, as a spread-out attacker would send them. */
const book = (i: number, overrides: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.bookings,
    payload: bookingInput({ fullName: SPAM, ...overrides }),
    remoteAddress: `10.${i + 1}.1.1`,
  });
const outbox = () =>
  t.db.kysely.selectFrom('outboxMails').selectAll().orderBy('createdAt').execute();
/** The hour is over: whatever waits for the end of it is due now. */
const endTheHour = () =>
  t.db.kysely
    .updateTable('outboxMails')
    .set({ nextAttemptAt: new Date().toISOString() })
    .where('status', '=', 'pending')
    .execute();

// Eight bookings in a row, on PostgreSQL on a loaded machine, take longer than the default 5 s.
const SLOW = 30_000;

describe('mails a stranger can cause, per address', () => {
  it(
    'sends one address at most 5 receipts an hour, however it is written, and says so to the rest',
    async () => {
      const addresses = ['victim@example.in', 'Victim@Example.IN', 'victim+a@example.in'];
      const answers = [];
      for (let i = 0; i < 8; i += 1) {
        answers.push(await book(i, { email: addresses[i % addresses.length] }));
      }
      expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(201));
      expect(answers.map((res) => res.json().receiptMailed)).toEqual([
        ...Array(RECIPIENT_CAP.limit).fill(true),
        false,
        false,
        false,
      ]);
      await worker.runOnce();
      await worker.runOnce();
      const mails = await smtp.waitFor(10);
      const receipts = mails.filter((m) => m.subject?.startsWith('We received'));
      expect(receipts).toHaveLength(5);
      // Nothing a customer typed is in a subject.
      expect(mails.every((m) => !m.subject?.includes('evil.example'))).toBe(true);
    },
    SLOW,
  );

  it(
    'lets the office summarise a burst past 5 notices in one mail at the end of the hour',
    async () => {
      for (let i = 0; i < 8; i += 1) await book(i, { email: `customer${i}@example.in` });
      await worker.runOnce();
      await worker.runOnce();
      await smtp.waitFor(13);
      const notices = smtp.received.filter((m) => m.subject?.startsWith('New booking'));
      expect(notices).toHaveLength(5);
      // The summary waits for the end of the hour, counting every booking past the cap.
      const waiting = (await outbox()).filter((m) => m.kind === 'office-summary');
      expect(waiting).toMatchObject([{ status: 'pending', recipient: TEST_ADMIN_EMAIL }]);

      await endTheHour();
      await worker.runOnce();
      const summary = (await smtp.waitFor(14)).find((m) => m.subject?.includes('summed up'));
      expect(summary?.subject).toBe('3 more new bookings this hour, summed up in one mail');
      expect(summary?.text).toContain('3 more new bookings came in after the first 5');
      expect(summary?.text).toContain('http://hsrp.test/admin/bookings');
    },
    SLOW,
  );

  it(
    'counts bookings that arrive at once exactly, so concurrent instances stay within the cap',
    async () => {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => book(i, { email: 'victim@example.in' })),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(201));
      const mails = await outbox();
      expect(mails.filter((m) => m.kind === 'booking-received')).toHaveLength(5);
      expect(mails.filter((m) => m.kind === 'new-booking-admin')).toHaveLength(5);
      await endTheHour();
      await worker.runOnce();
      await worker.runOnce();
      const summary = (await smtp.waitFor(11)).find((m) => m.subject?.includes('summed up'));
      expect(summary?.subject).toBe('3 more new bookings this hour, summed up in one mail');
    },
    SLOW,
  );

  it(
    'still sends the customer what staff do: a confirmation is never capped',
    async () => {
      for (let i = 0; i < 6; i += 1) await book(i, { email: 'victim@example.in' });
      const headers = await signedInAdmin(t);
      const list = await t.app.inject({ method: 'GET', url: API_PATHS.admin.bookings, headers });
      const [latest] = list.json().bookings;
      const res = await t.app.inject({
        method: 'PATCH',
        url: API_PATHS.admin.bookingStatus(latest.id),
        headers,
        payload: { status: 'CONFIRMED' },
      });
      expect(res.statusCode).toBe(200);
      const confirmations = (await outbox()).filter((m) => m.kind === 'status-changed');
      expect(confirmations).toMatchObject([{ recipient: 'victim@example.in' }]);
    },
    SLOW,
  );

  it(
    'summarises a burst of leads apart from bookings',
    async () => {
      for (let i = 0; i < 7; i += 1) {
        const res = await t.app.inject({
          method: 'POST',
          url: API_PATHS.leads,
          payload: { name: SPAM, phone: '9876543210', source: 'callback' },
          remoteAddress: `10.${i + 1}.2.2`,
        });
        expect(res.statusCode).toBe(201);
      }
      await book(0);
      const kinds = (await outbox()).map((m) => m.kind);
      expect(kinds.filter((kind) => kind === 'new-lead')).toHaveLength(5);
      expect(kinds.filter((kind) => kind === 'office-summary')).toHaveLength(1);
      expect(kinds.filter((kind) => kind === 'new-booking-admin')).toHaveLength(1);
      await endTheHour();
      await worker.runOnce();
      await worker.runOnce();
      const summary = (await smtp.waitFor(8)).find((m) => m.subject?.includes('summed up'));
      expect(summary?.subject).toBe('2 more new leads this hour, summed up in one mail');
    },
    SLOW,
  );
});
