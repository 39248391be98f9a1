import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '#server/mail/mail-transport.ts';
import { startOutboxWorker } from '#server/mail/outbox-worker.ts';
import { signedInAdmin } from '#server/testing/admin-session.ts';
import { bookWithTrackingLink } from '#server/testing/appointment-bookings.ts';
import { backupHolds, tablesHolding } from '#server/testing/stored-text.ts';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '#server/testing/test-app.ts';
import { deliverOutboxNow } from '#server/testing/text-outbox.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { tokenFromTrackingHash } from '#shared/tracking/tracking-link.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/** Delivers what the outbox holds now; answers the mails as their recipients got them. */
const deliverOutbox = () => deliverOutboxNow(t.db);

/** The tracking link's secret in a customer's mail. */
function linkSecretIn(mail: OutgoingMail | undefined): string {
  const hash = /\/track(#t=[\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  return tokenFromTrackingHash(hash) ?? '';
}

const openByLink = (token: string) =>
  t.app.inject({ method: 'POST', url: API_PATHS.trackByLink, payload: { token } });

describe('tracking links at rest', () => {
  it('keeps no working link in any table or backup once the mails are sent', async () => {
    const { trackingToken } = await bookWithTrackingLink(t);
    const [receipt] = (await deliverOutbox()).filter((m) => m.to !== TEST_ADMIN_EMAIL);
    expect(linkSecretIn(receipt)).toBe(trackingToken);
    expect((await openByLink(trackingToken)).statusCode).toBe(200);

    expect(await tablesHolding(t.db, trackingToken)).toEqual([]);
    if (t.dataDir) expect(await backupHolds(t.dataDir, trackingToken)).toBe(false);
  });

  it('gives each later mail a working link of its own, and earlier links keep working', async () => {
    const { id, trackingToken } = await bookWithTrackingLink(t);
    await deliverOutbox();
    const res = await t.app.inject({
      method: 'PATCH',
      url: API_PATHS.admin.bookingStatus(id),
      headers: await signedInAdmin(t),
      payload: { status: 'CONFIRMED' },
    });
    expect(res.statusCode).toBe(200);
    const [confirmed] = await deliverOutbox();
    const later = linkSecretIn(confirmed);
    expect(later).toMatch(/^[\w-]{43}$/);
    expect(later).not.toBe(trackingToken);
    for (const token of [trackingToken, later]) {
      expect((await openByLink(token)).json()).toMatchObject({ status: 'CONFIRMED' });
    }
    expect(await tablesHolding(t.db, later)).toEqual([]);
  });

  it('sends a given-up mail again, on staff request, with a new working link', async () => {
    await bookWithTrackingLink(t);
    const failing = {
      deliveredAs: 'sent' as const,
      deliver: async () => {
        throw new Error('mailbox full');
      },
      close() {},
    };
    const quiet = { info() {}, warn() {}, error() {} };
    const worker = startOutboxWorker({
      db: t.db,
      channels: { email: failing },
      log: quiet,
      pollMs: 60_000,
      maxAttempts: 1,
    });
    await worker.runOnce();
    await worker.stop();
    const receipt = await t.db.kysely
      .selectFrom('outboxMails')
      .select(['id', 'status', 'secret'])
      .where('kind', '=', 'booking-received')
      .executeTakeFirstOrThrow();
    expect(receipt).toMatchObject({ status: 'failed', secret: null });

    const retry = await t.app.inject({
      method: 'POST',
      url: API_PATHS.admin.mailRetry(receipt.id),
      headers: await signedInAdmin(t),
    });
    expect(retry.statusCode).toBe(200);
    const [again] = (await deliverOutbox()).filter((m) => m.to !== TEST_ADMIN_EMAIL);
    expect((await openByLink(linkSecretIn(again))).statusCode).toBe(200);
  });
});
