import { afterEach, describe, expect, it } from 'vitest';
import { byText } from '#server/notifications/notice.ts';
import { enqueueMail } from '#server/repositories/outbox.repository.ts';
import { signedInAccount, signedInAdmin } from '#server/testing/admin-session.ts';
import { auditRecords } from '#server/testing/audit-trail.ts';
import { seedBookings } from '#server/testing/seed-bookings.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { findBookingByTrackingLink } from '#server/tracking/tracking-links.ts';
import { BOOKING_MESSAGES_TEXTS, type BookingMessages } from '#shared/admin/booking-messages.ts';
import { MESSAGE_SETUP_MESSAGES, type MessageSetup } from '#shared/admin/message-setup.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import {
  DEFAULT_MESSAGE_SETTINGS,
  MESSAGE_SETTING_MESSAGES,
  type MessageSettings,
} from '#shared/messaging/message-settings.ts';
import type { Storefront } from '#shared/storefront/storefront.ts';

const A = API_PATHS.admin;
let t: TestApp;
afterEach(async () => {
  await t.close();
});

async function ownerApp(textChannels = { whatsapp: true, sms: false }) {
  t = await createTestApp({ mail: { textChannels } });
  return signedInAdmin(t);
}

const saveSettings = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: A.messageSettings, headers, payload: payload as object });

const CHANGED: MessageSettings = {
  ...DEFAULT_MESSAGE_SETTINGS,
  kinds: {
    ...DEFAULT_MESSAGE_SETTINGS.kinds,
    booking_received: {
      whatsapp: true,
      sms: true,
      whatsappTemplate: 'order_received_v2',
      smsTemplateIds: { en: '64f1a2b3c4d5e6f7a8b9c0d1', hi: '' },
    },
  },
  reminderHour: 18,
  requireMobileCode: true,
};

describe('the owner’s message settings', () => {
  it('shows the defaults and which text channels the server has', async () => {
    const headers = await ownerApp({ whatsapp: true, sms: false });
    const res = await t.app.inject({ url: A.messageSettings, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      settings: DEFAULT_MESSAGE_SETTINGS,
      textChannels: { whatsapp: true, sms: false },
    } satisfies MessageSetup);
  });

  it('saves, reads back and audits the change with before and after', async () => {
    const headers = await ownerApp();
    const saved = await saveSettings(headers, CHANGED);
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as MessageSetup).settings).toEqual(CHANGED);
    const read = await t.app.inject({ url: A.messageSettings, headers });
    expect((read.json() as MessageSetup).settings).toEqual(CHANGED);
    const [entry, ...more] = await auditRecords(t.db.kysely, 'message-settings-changed');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorEmail: 'staff@hsrp.test',
      before: DEFAULT_MESSAGE_SETTINGS,
      after: CHANGED,
    });
  });

  it('tells the booking form at once when a mobile code becomes required', async () => {
    const headers = await ownerApp({ whatsapp: true, sms: false });
    const required = async () =>
      ((await t.app.inject({ url: API_PATHS.storefront })).json() as Storefront).mobileCode;
    // Loaded once before the save, as a running server has it.
    expect(await required()).toBe(false);
    expect((await saveSettings(headers, CHANGED)).statusCode).toBe(200);
    expect(await required()).toBe(true);
  });

  it.each([
    [{ ...CHANGED, reminderHour: 23 }, MESSAGE_SETTING_MESSAGES.reminderHour],
    [
      {
        ...CHANGED,
        kinds: {
          ...CHANGED.kinds,
          hold_lapsed: { ...CHANGED.kinds.hold_lapsed, whatsappTemplate: 'Hold Lapsed' },
        },
      },
      MESSAGE_SETTING_MESSAGES.templateName,
    ],
  ])('refuses bad input with its reason and saves nothing', async (payload, message) => {
    const headers = await ownerApp();
    const res = await saveSettings(headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    const read = await t.app.inject({ url: A.messageSettings, headers });
    expect((read.json() as MessageSetup).settings).toEqual(DEFAULT_MESSAGE_SETTINGS);
    expect(await auditRecords(t.db.kysely, 'message-settings-changed')).toEqual([]);
  });

  it('refuses a settings body missing a kind', async () => {
    const headers = await ownerApp();
    const { mobile_code: _, ...kinds } = CHANGED.kinds;
    const res = await saveSettings(headers, { ...CHANGED, kinds });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('refuses mobile number confirmation when no text channel is configured', async () => {
    const headers = await ownerApp({ whatsapp: false, sms: false });
    const res = await saveSettings(headers, CHANGED);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGE_SETUP_MESSAGES.codeNeedsChannel);
    expect(await auditRecords(t.db.kysely, 'message-settings-changed')).toEqual([]);
    // The rest saves once the code is not asked for.
    const without = await saveSettings(headers, { ...CHANGED, requireMobileCode: false });
    expect(without.statusCode).toBe(200);
  });

  it('is the owner’s: staff are refused', async () => {
    t = await createTestApp();
    const { headers } = await signedInAccount(t, 'desk@hsrp.test', 'staff');
    expect((await t.app.inject({ url: A.messageSettings, headers })).statusCode).toBe(403);
    expect((await saveSettings(headers, CHANGED)).statusCode).toBe(403);
    expect(await auditRecords(t.db.kysely, 'message-settings-changed')).toEqual([]);
  });
});

/** A booking with its receipt mail (and tracking link), a WhatsApp and an SMS message. */
async function bookingWithMessages() {
  const [orderId = ''] = await seedBookings(t, 1);
  const { id: bookingId } = await t.db.kysely
    .selectFrom('bookings')
    .select('id')
    .where('orderId', '=', orderId)
    .executeTakeFirstOrThrow();
  const payload = { kind: 'booking_received' as const, language: 'hi' as const, params: ['x'] };
  for (const channel of ['whatsapp', 'sms'] as const) {
    await enqueueMail(
      t.db.kysely,
      byText(channel, 'booking-received', '919876543210', payload, `words by ${channel}`, {
        bookingId,
      }),
    );
  }
  const rows = await t.db.kysely
    .selectFrom('outboxMails')
    .select(['id', 'channel', 'kind'])
    .where('bookingId', '=', bookingId)
    .where('kind', '=', 'booking-received')
    .execute();
  const idOf = (channel: string) => rows.find((row) => row.channel === channel)?.id ?? '';
  return { bookingId, mailId: idOf('email'), whatsappId: idOf('whatsapp'), smsId: idOf('sms') };
}

const listMessages = async (headers: Record<string, string>, bookingId: string) => {
  const res = await t.app.inject({ url: A.bookingMessages(bookingId), headers });
  expect(res.statusCode).toBe(200);
  return res.json() as BookingMessages;
};
const resend = (headers: Record<string, string>, bookingId: string, messageId: string) =>
  t.app.inject({ method: 'POST', url: A.bookingMessageResend(bookingId, messageId), headers });

describe('a booking’s messages', () => {
  it('lists each channel’s messages with where they got to, and the WhatsApp agreement', async () => {
    t = await createTestApp();
    const { headers } = await signedInAccount(t, 'desk@hsrp.test', 'staff');
    const { bookingId, mailId, whatsappId, smsId } = await bookingWithMessages();
    const at = '2026-11-02T05:00:00.000Z';
    await t.db.kysely
      .updateTable('outboxMails')
      .set({ status: 'sent', deliveredAt: at, deliveryStatus: 'read', deliveryUpdatedAt: at })
      .where('id', '=', whatsappId)
      .execute();
    await t.db.kysely
      .updateTable('outboxMails')
      .set({ status: 'failed', lastError: 'MSG91 400: template not approved' })
      .where('id', '=', smsId)
      .execute();

    const before = await listMessages(headers, bookingId);
    expect(before.whatsappConsent).toEqual({ at: null, version: null });
    expect(before.messages.map((m) => [m.id, m.channel, m.state, m.reason, m.resendable])).toEqual(
      expect.arrayContaining([
        [mailId, 'email', 'queued', null, false],
        [whatsappId, 'whatsapp', 'read', null, true],
        [smsId, 'sms', 'failed', 'MSG91 400: template not approved', true],
      ]),
    );
    // The office's notice of the booking is one of its messages too.
    expect(before.messages.map((m) => m.kind).sort()).toEqual([
      'booking-received',
      'booking-received',
      'booking-received',
      'new-booking-admin',
    ]);
    expect(before.messages.find((m) => m.id === whatsappId)?.stateAt).toBe(at);

    await t.db.kysely
      .updateTable('bookings')
      .set({ whatsappConsentAt: '2026-11-01T06:00:00.000Z', whatsappConsentVersion: '1' })
      .where('id', '=', bookingId)
      .execute();
    expect((await listMessages(headers, bookingId)).whatsappConsent).toEqual({
      at: '2026-11-01T06:00:00.000Z',
      version: '1',
    });
  });

  it('answers 404 for an unknown booking', async () => {
    const headers = await ownerApp();
    const res = await t.app.inject({ url: A.bookingMessages('no-such-booking'), headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('resends a failed message once, as a new row with the same words; a double tap queues one', async () => {
    t = await createTestApp();
    const { headers } = await signedInAccount(t, 'desk@hsrp.test', 'staff');
    const { bookingId, smsId } = await bookingWithMessages();
    await t.db.kysely
      .updateTable('outboxMails')
      .set({ status: 'failed', lastError: 'MSG91 500' })
      .where('id', '=', smsId)
      .execute();

    const taps = await Promise.all([
      resend(headers, bookingId, smsId),
      resend(headers, bookingId, smsId),
    ]);
    expect(taps.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(taps.find((r) => r.statusCode === 409)?.json().message).toBe(
      BOOKING_MESSAGES_TEXTS.alreadyQueued,
    );
    const sms = await t.db.kysely
      .selectFrom('outboxMails')
      .selectAll()
      .where('bookingId', '=', bookingId)
      .where('channel', '=', 'sms')
      .orderBy('createdAt')
      .execute();
    expect(sms).toHaveLength(2);
    const [old, copy] = sms;
    expect(old).toMatchObject({ id: smsId, status: 'failed' });
    expect(copy).toMatchObject({
      status: 'pending',
      textBody: old?.textBody,
      payload: old?.payload,
      recipient: '919876543210',
    });
    const audit = await auditRecords(t.db.kysely, 'message-resent');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorEmail: 'desk@hsrp.test' });
    expect(audit[0]?.subject).toContain('SMS to 919876543210');
  });

  it('resends a delivered e-mail with a fresh tracking link, and not a queued one', async () => {
    const headers = await ownerApp();
    const { bookingId, mailId } = await bookingWithMessages();
    const queued = await resend(headers, bookingId, mailId);
    expect(queued.statusCode).toBe(409);
    expect(queued.json().message).toBe(BOOKING_MESSAGES_TEXTS.notResendable);

    // Delivered: its link's secret is gone, as after every delivery.
    await t.db.kysely
      .updateTable('outboxMails')
      .set({ status: 'sent', secret: null })
      .where('id', '=', mailId)
      .execute();
    const links = async () =>
      (await t.db.kysely.selectFrom('trackingLinks').select('tokenHash').execute()).length;
    const linksBefore = await links();
    expect((await resend(headers, bookingId, mailId)).statusCode).toBe(200);
    expect(await links()).toBe(linksBefore + 1);
    const copy = await t.db.kysely
      .selectFrom('outboxMails')
      .selectAll()
      .where('bookingId', '=', bookingId)
      .where('channel', '=', 'email')
      .where('kind', '=', 'booking-received')
      .where('id', '!=', mailId)
      .executeTakeFirstOrThrow();
    // The new link opens this booking's tracking page.
    const opened = await findBookingByTrackingLink(t.db.kysely, copy.secret ?? '');
    expect(opened?.id).toBe(bookingId);
    expect(copy.textBody).toContain(copy.secretPlaceholder);

    const again = await resend(headers, bookingId, mailId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BOOKING_MESSAGES_TEXTS.alreadyQueued);
  });

  it('finds no message of another booking', async () => {
    const headers = await ownerApp();
    const { smsId } = await bookingWithMessages();
    const res = await resend(headers, 'another-booking', smsId);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(BOOKING_MESSAGES_TEXTS.notFound);
  });
});

describe('the undelivered list', () => {
  it('names each row’s channel', async () => {
    const headers = await ownerApp();
    const { whatsappId, smsId, mailId } = await bookingWithMessages();
    const res = await t.app.inject({ url: A.mail, headers });
    const channels = Object.fromEntries(
      (res.json().mails as { id: string; channel: string }[]).map((m) => [m.id, m.channel]),
    );
    expect(channels).toMatchObject({ [whatsappId]: 'whatsapp', [smsId]: 'sms', [mailId]: 'email' });
  });
});
