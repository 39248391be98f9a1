import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MailContext } from '#server/mail/mail-context.ts';
import { RECIPIENT_CAP } from '#server/mail/recipient-cap.ts';
import { TEXT_TEMPLATES } from '#server/messaging/text-templates/index.ts';
import { renderText } from '#server/messaging/text-templates/text-template.ts';
import { toBooking } from '#server/repositories/booking-mapper.ts';
import { type BookingRow, findBookingById } from '#server/repositories/bookings.repository.ts';
import { saveMessageSettings } from '#server/repositories/message-settings.repository.ts';
import { bookThroughApi } from '#server/testing/appointment-bookings.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#server/testing/test-app.ts';
import { findBookingByTrackingLink } from '#server/tracking/tracking-links.ts';
import { appointmentStartsAt } from '#shared/appointments/availability.ts';
import type { BookingStatus } from '#shared/booking/booking-status.ts';
import {
  DEFAULT_MESSAGE_SETTINGS,
  type MessageSettings,
} from '#shared/messaging/message-settings.ts';
import {
  TEXT_MESSAGE_KINDS,
  type TextMessageKind,
  type TextMessagePayload,
} from '#shared/messaging/text-messages.ts';
import type { Locale } from '#shared/site/locale.ts';
import type { NotificationEvent } from './notification-events.ts';
import { notify } from './notify.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const PHONE_TYPED = '+91 98765-43210';
const PROVIDER_NUMBER = '919876543210';
const BOTH: MailContext['textChannels'] = { whatsapp: true, sms: true };
const NOW = new Date();

/** The owner's settings with a DLT flow id for every kind, in `languages`. */
function withFlowIds(languages: Locale[]): MessageSettings {
  const kinds = Object.fromEntries(
    TEXT_MESSAGE_KINDS.map((kind) => [
      kind,
      {
        ...DEFAULT_MESSAGE_SETTINGS.kinds[kind],
        smsTemplateIds: {
          en: '',
          hi: '',
          ...Object.fromEntries(languages.map((l) => [l, `${kind}-${l}`])),
        },
      },
    ]),
  ) as MessageSettings['kinds'];
  return { ...DEFAULT_MESSAGE_SETTINGS, kinds };
}

/** A booking made through the API in `locale`, with the test's number, its messages cleared. */
async function storedBooking(locale: Locale, consent = true): Promise<BookingRow> {
  const id = await bookThroughApi(t, { locale });
  await t.db.kysely
    .updateTable('bookings')
    .set({ phone: PHONE_TYPED, whatsappConsentAt: consent ? NOW.toISOString() : null })
    .where('id', '=', id)
    .execute();
  const row = await findBookingById(t.db.kysely, id);
  if (!row) throw new Error('the booking was not stored');
  await t.db.kysely.deleteFrom('outboxMails').execute();
  return row;
}

const withStatus = (row: BookingRow, status: BookingStatus): NotificationEvent => ({
  type: 'booking-status-changed',
  changed: [{ bookingId: row.id, booking: { ...toBooking({ ...row, status }), centre: null } }],
});

/**
 * The event that makes each kind of a booking; mobile_code is the mobile-code flow's, not a
 * policy's, and complaint_received is a ticket's (complaints/complaints.routes.test.ts).
 */
const EVENTS: Record<
  Exclude<TextMessageKind, 'mobile_code' | 'complaint_received'>,
  (row: BookingRow) => NotificationEvent
> = {
  booking_received: (booking) => ({ type: 'booking-created', booking, trackingToken: 'token' }),
  payment_confirmed: (row) => withStatus(row, 'CONFIRMED'),
  booking_fitted: (row) => withStatus(row, 'FULFILLED'),
  booking_cancelled: (row) => withStatus(row, 'CANCELLED'),
  hold_lapsed: (row) => ({ type: 'holds-lapsed', bookings: [row] }),
  appointment_moved: (booking) => ({
    type: 'appointment-moved',
    booking,
    previous: undefined,
    by: 'staff',
  }),
  appointment_reminder: (row) => ({ type: 'appointment-reminders-due', bookings: [row] }),
  cancellation_decided: (booking) => ({
    type: 'cancellation-decided',
    booking,
    approved: false,
    note: 'Your plates are already made.',
    refund: null,
  }),
  refund_sent: (booking) => ({
    type: 'refund-sent',
    booking,
    refund: {
      id: 'r1',
      bookingId: booking.id,
      amountPaise: 69_900,
      reason: 'business',
      dueBy: '2026-12-05',
      status: 'sent',
      openedAt: NOW.toISOString(),
      openedBy: 'staff@hsrp.test',
      sentAt: '2026-11-28',
      upiRef: '633412345678',
      recordedBy: 'staff@hsrp.test',
      recordedAt: NOW.toISOString(),
      bankSeenAt: null,
      statementLineId: null,
    },
  }),
};

const told = (event: NotificationEvent, textChannels = BOTH) =>
  t.db.kysely.transaction().execute((trx) => notify(trx, event, { ...t.mail, textChannels }, NOW));

const texts = () =>
  t.db.kysely
    .selectFrom('outboxMails')
    .selectAll()
    .where('channel', 'in', ['whatsapp', 'sms'])
    .orderBy('channel', 'desc')
    .execute();

describe('texts to customers', () => {
  for (const [kind, event] of Object.entries(EVENTS) as [
    keyof typeof EVENTS,
    typeof EVENTS.booking_received,
  ][]) {
    for (const language of ['en', 'hi'] as const) {
      it(`${kind} goes by WhatsApp and SMS in ${language}, with its own tracking link`, async () => {
        await saveMessageSettings(t.db.kysely, withFlowIds(['en', 'hi']), 'owner@hsrp.test');
        const row = await storedBooking(language);
        await told(event(row));
        const rows = await texts();
        expect(rows.map((r) => r.channel)).toEqual(['whatsapp', 'sms']);
        const template = TEXT_TEMPLATES[kind];
        for (const message of rows) {
          expect(message.recipient).toBe(PROVIDER_NUMBER);
          expect(message.bookingId).toBe(row.id);
          expect(message.status).toBe('pending');
          const payload = JSON.parse(message.payload ?? '') as TextMessagePayload;
          expect(payload).toMatchObject({ kind, language });
          expect(payload.params).toHaveLength(template.params.length);
          expect(payload.params[0]).toBe(row.orderId);
          expect(message.textBody).toBe(renderText(template, language, payload.params));
          if (language === 'hi') expect(message.textBody).toMatch(/[\u0900-\u097F]/);
          else expect(message.textBody).not.toMatch(/[\u0900-\u097F]/);
          for (const place of template.links ?? []) {
            // The stored words hold the placeholder; the row's secret opens this booking.
            const link = payload.params[place - 1] ?? '';
            const path = message.channel === 'sms' ? '/track?#t=' : '/track#t=';
            expect(link).toBe(`${TEST_PUBLIC_URL}${path}${message.secretPlaceholder}`);
            const opened = await findBookingByTrackingLink(t.db.kysely, message.secret ?? '');
            expect(opened?.id).toBe(row.id);
          }
          if (!template.links) expect(message.secret).toBeNull();
          const reminder = kind === 'appointment_reminder';
          const { appointmentDay: day, appointmentSlot: slot } = row;
          expect(message.notAfter).toBe(
            reminder && day && slot ? appointmentStartsAt({ day, slot }).toISOString() : null,
          );
        }
        // Each row its own link: the two secrets differ.
        if (template.links) expect(rows[0]?.secret).not.toBe(rows[1]?.secret);
      });
    }
  }

  it('sends none without a configured provider, and only by the configured one', async () => {
    await saveMessageSettings(t.db.kysely, withFlowIds(['en']), 'owner@hsrp.test');
    const row = await storedBooking('en');
    // The test app's own context names no text channel, as without WHATSAPP_* and MSG91_*.
    await t.db.kysely
      .transaction()
      .execute((trx) => notify(trx, EVENTS.payment_confirmed(row), t.mail, NOW));
    expect(await texts()).toEqual([]);
    await told(EVENTS.payment_confirmed(row), { whatsapp: false, sms: true });
    expect((await texts()).map((r) => r.channel)).toEqual(['sms']);
  });

  it('sends WhatsApp only to a customer who agreed to it', async () => {
    await saveMessageSettings(t.db.kysely, withFlowIds(['en']), 'owner@hsrp.test');
    const row = await storedBooking('en', false);
    await told(EVENTS.booking_cancelled(row));
    expect((await texts()).map((r) => r.channel)).toEqual(['sms']);
  });

  it('sends no SMS without a DLT template id (fail closed), falling back to the English one', async () => {
    const hindi = await storedBooking('hi');
    await told(EVENTS.payment_confirmed(hindi));
    expect((await texts()).map((r) => r.channel)).toEqual(['whatsapp']);
    await t.db.kysely.deleteFrom('outboxMails').execute();
    await saveMessageSettings(t.db.kysely, withFlowIds(['en']), 'owner@hsrp.test');
    await told(EVENTS.payment_confirmed(hindi));
    const sms = (await texts()).find((r) => r.channel === 'sms');
    // The Hindi words go out under the English flow id: the owner registered only that one.
    expect(JSON.parse(sms?.payload ?? '').language).toBe('hi');
  });

  it('sends a kind the owner turned off by neither channel', async () => {
    const settings = withFlowIds(['en']);
    settings.kinds.booking_fitted = {
      ...settings.kinds.booking_fitted,
      whatsapp: false,
      sms: false,
    };
    await saveMessageSettings(t.db.kysely, settings, 'owner@hsrp.test');
    await told(EVENTS.booking_fitted(await storedBooking('en')));
    expect(await texts()).toEqual([]);
  });

  it('sends none to a number that is not an Indian mobile', async () => {
    await saveMessageSettings(t.db.kysely, withFlowIds(['en']), 'owner@hsrp.test');
    const row = { ...(await storedBooking('en')), phone: '011 2345 6789' };
    await told(EVENTS.booking_cancelled(row));
    expect(await texts()).toEqual([]);
  });

  it('caps receipts and lapsed-hold texts per number, however it is written', async () => {
    await saveMessageSettings(t.db.kysely, withFlowIds(['en']), 'owner@hsrp.test');
    const row = await storedBooking('en');
    for (let i = 0; i <= RECIPIENT_CAP.limit; i += 1) {
      const phone = i % 2 ? '09876543210' : PHONE_TYPED;
      await told(EVENTS.booking_received({ ...row, phone }));
    }
    const rows = await texts();
    expect(rows.filter((r) => r.channel === 'sms')).toHaveLength(RECIPIENT_CAP.limit);
    expect(rows.filter((r) => r.channel === 'whatsapp')).toHaveLength(RECIPIENT_CAP.limit);
    // Staff's news is not capped: the payment goes however many receipts went.
    await told(EVENTS.payment_confirmed(row));
    expect((await texts()).filter((r) => r.kind === 'status-changed')).toHaveLength(2);
    for (let i = 0; i <= RECIPIENT_CAP.limit; i += 1) await told(EVENTS.hold_lapsed(row));
    const lapsed = (await texts()).filter(
      (r) => JSON.parse(r.payload ?? '').kind === 'hold_lapsed',
    );
    expect(lapsed).toHaveLength(2 * RECIPIENT_CAP.limit);
  });
});
