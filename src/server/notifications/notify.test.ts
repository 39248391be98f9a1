import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBooking } from '#server/bookings/create-booking.ts';
import { openTicket } from '#server/complaints/open-ticket.ts';
import { toBooking } from '#server/repositories/booking-mapper.ts';
import { type BookingRow, findBookingById } from '#server/repositories/bookings.repository.ts';
import { insertLead } from '#server/repositories/leads.repository.ts';
import { bookThroughApi, STAFF } from '#server/testing/appointment-bookings.ts';
import { bookingInput, nextPhoneNumber } from '#server/testing/booking-fixtures.ts';
import { saveFirstCentreRules } from '#server/testing/centre-rules.ts';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '#server/testing/test-app.ts';
import {
  type AppointmentRules,
  DEFAULT_APPOINTMENT_RULES,
} from '#shared/appointments/appointment-rules.ts';
import { firstBookableDay, indiaNow } from '#shared/appointments/availability.ts';
import { CreateBookingSchema } from '#shared/booking/booking-schema.ts';
import type { MailKind } from '#shared/mail/mail-kinds.ts';
import { queueNotices } from './notice.ts';
import type { NotificationEvent, NotificationType } from './notification-events.ts';
import { notify } from './notify.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const outbox = () =>
  t.db.kysely
    .selectFrom('outboxMails')
    .select(['kind', 'recipient', 'channel', 'status', 'nextAttemptAt'])
    .orderBy('kind')
    .execute();

/** A booking made through the API, its own mails cleared, as an event carries it. */
async function storedBooking(): Promise<BookingRow> {
  const row = await findBookingById(t.db.kysely, await bookThroughApi(t));
  if (!row) throw new Error('the booking was not stored');
  await t.db.kysely.deleteFrom('outboxMails').execute();
  return row;
}

const told = (event: NotificationEvent, now = new Date()) =>
  t.db.kysely.transaction().execute((trx) => notify(trx, event, t.mail, now));

/** Each event type, and the messages its policy queues: the key set is checked by TypeScript. */
const CASES: Record<
  NotificationType,
  {
    event: (row: BookingRow) => Promise<NotificationEvent>;
    queued: [MailKind, string][];
    customerMailed: boolean;
  }
> = {
  'booking-created': {
    event: async (booking) => ({ type: 'booking-created', booking, trackingToken: 'token' }),
    queued: [
      ['booking-received', 'asha@example.in'],
      ['new-booking-admin', TEST_ADMIN_EMAIL],
    ],
    customerMailed: true,
  },
  'booking-status-changed': {
    event: async (row) => ({
      type: 'booking-status-changed',
      changed: [
        {
          bookingId: row.id,
          booking: { ...toBooking({ ...row, status: 'CONFIRMED' }), centre: null },
        },
      ],
    }),
    queued: [['status-changed', 'asha@example.in']],
    customerMailed: true,
  },
  'appointment-moved': {
    event: async (booking) => ({
      type: 'appointment-moved',
      booking,
      previous: undefined,
      by: 'staff',
    }),
    queued: [['appointment-moved', 'asha@example.in']],
    customerMailed: true,
  },
  'appointment-reminders-due': {
    event: async (row) => ({ type: 'appointment-reminders-due', bookings: [row] }),
    queued: [['appointment-reminder', 'asha@example.in']],
    customerMailed: true,
  },
  'holds-lapsed': {
    event: async (row) => ({ type: 'holds-lapsed', bookings: [row] }),
    queued: [['status-changed', 'asha@example.in']],
    customerMailed: true,
  },
  'password-reset-requested': {
    event: async () => ({ type: 'password-reset-requested', email: 'ravi@hsrp.test', token: 't' }),
    queued: [['password-reset', 'ravi@hsrp.test']],
    customerMailed: false,
  },
  'staff-invited': {
    event: async () => ({
      type: 'staff-invited',
      email: 'new@hsrp.test',
      role: 'staff',
      token: 't',
    }),
    queued: [['staff-invitation', 'new@hsrp.test']],
    customerMailed: false,
  },
  'payee-changed': {
    event: async () => ({
      type: 'payee-changed',
      vehicleType: 'TWO_WHEELER',
      before: { upiId: 'old@okaxis', qrImage: null, holderName: null },
      after: { upiId: 'new@okaxis', qrImage: null, holderName: null },
      by: STAFF,
    }),
    queued: [['payee-changed', TEST_ADMIN_EMAIL]],
    customerMailed: false,
  },
  'lead-received': {
    event: async () => ({
      type: 'lead-received',
      lead: await insertLead(
        t.db.kysely,
        {
          name: 'Ravi',
          phone: '9876543210',
          fromPlace: '',
          toPlace: '',
          notes: '',
          source: 'callback',
        },
        new Date(),
      ),
    }),
    queued: [['new-lead', TEST_ADMIN_EMAIL]],
    customerMailed: false,
  },
  'complaint-received': {
    event: async () => ({ type: 'complaint-received', complaint: await ticket() }),
    queued: [
      ['complaint-received', 'ravi@example.in'],
      ['new-complaint-admin', TEST_ADMIN_EMAIL],
    ],
    customerMailed: true,
  },
  'complaint-replied': {
    event: async () => {
      const complaint = await ticket();
      const reply = { id: 'r1', complaintId: complaint.id, text: 'Sorted.', by: 'x', at: '' };
      return { type: 'complaint-replied', complaint, reply };
    },
    queued: [['complaint-reply', 'ravi@example.in']],
    customerMailed: true,
  },
  'cancellation-decided': {
    event: async (booking) => ({
      type: 'cancellation-decided',
      booking,
      approved: false,
      note: 'Your plates are already made.',
      refund: null,
    }),
    queued: [['cancellation-decided', 'asha@example.in']],
    customerMailed: true,
  },
  'refund-sent': {
    event: async (booking) => ({
      type: 'refund-sent',
      booking,
      refund: {
        id: 'r1',
        bookingId: booking.id,
        amountPaise: 69_900,
        reason: 'business',
        dueBy: '2026-12-05',
        status: 'sent',
        openedAt: '2026-11-27T10:00:00.000Z',
        openedBy: 'staff@hsrp.test',
        sentAt: '2026-11-28',
        upiRef: '633412345678',
        recordedBy: 'staff@hsrp.test',
        recordedAt: '2026-11-28T10:00:00.000Z',
        bankSeenAt: null,
        statementLineId: null,
      },
    }),
    queued: [['refund-sent', 'asha@example.in']],
    customerMailed: true,
  },
};

/** A complaint ticket, as the complaint page opens one. */
const ticket = () =>
  t.db.kysely.transaction().execute((trx) =>
    openTicket(
      trx,
      {
        kind: 'complaint',
        name: 'Ravi',
        phone: '9876543210',
        email: 'ravi@example.in',
        text: 'The plates were bent.',
        locale: 'en',
      },
      new Date(),
    ),
  );

describe('notify', () => {
  for (const [type, { event, queued, customerMailed }] of Object.entries(CASES)) {
    it(`gives a ${type} event to its policy, whose mails reach the outbox by email`, async () => {
      const row = await storedBooking();
      const answer = await told(await event(row));
      expect(answer).toEqual({ customerMailed });
      expect((await outbox()).map((m) => [m.kind, m.recipient, m.channel])).toEqual(
        queued.map(([kind, recipient]) => [kind, recipient, 'email']),
      );
    });
  }

  it('writes a customer’s mail in the language of their booking', async () => {
    const row = await storedBooking();
    const english = { ...toBooking({ ...row, status: 'CONFIRMED' }), centre: null };
    const hindi = { ...english, locale: 'hi' as const };
    await told({
      type: 'booking-status-changed',
      changed: [
        { bookingId: row.id, booking: english },
        { bookingId: row.id, booking: hindi },
      ],
    });
    const mails = await t.db.kysely
      .selectFrom('outboxMails')
      .select(['subject', 'textBody'])
      .execute();
    const hindiSubject = `आपका ऑर्डर ${row.orderId} कन्फ़र्म हो गया है`;
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [`Your order ${row.orderId} is confirmed`, hindiSubject].sort(),
    );
    const inHindi = mails.find((mail) => mail.subject === hindiSubject);
    expect(inHindi?.textBody).toContain(`ऑर्डर नंबर: ${row.orderId}`);
  });

  it('queues nothing when the change it was told in is rolled back', async () => {
    const row = await storedBooking();
    const rolledBack = t.db.kysely.transaction().execute(async (trx) => {
      await notify(
        trx,
        { type: 'booking-created', booking: row, trackingToken: 't' },
        t.mail,
        new Date(),
      );
      throw new Error('the change failed after telling');
    });
    await expect(rolledBack).rejects.toThrow('the change failed after telling');
    expect(await outbox()).toEqual([]);
  });

  it('queues nothing for a booking refused after its event was told (its slot filled meanwhile)', async () => {
    // One place a slot: the second booking passes every check before its mails are written, and
    // is refused only when it takes its place, last in its transaction.
    const rules: AppointmentRules = {
      ...DEFAULT_APPOINTMENT_RULES,
      workingDays: [0, 1, 2, 3, 4, 5, 6],
      slots: {
        ...DEFAULT_APPOINTMENT_RULES.slots,
        home: [{ start: '10:00', end: '12:00', capacity: 1 }],
      },
    };
    await saveFirstCentreRules(t.db.kysely, rules, 'test');
    const slot = {
      appointmentDay: firstBookableDay(rules, indiaNow(new Date()).today),
      appointmentSlot: '10:00-12:00',
    };
    const book = (email: string) =>
      createBooking(
        t.db,
        CreateBookingSchema.parse(bookingInput({ ...slot, email, phone: nextPhoneNumber() })),
        undefined,
        t.mail,
      );
    await book('first@example.in');
    await t.db.kysely.deleteFrom('outboxMails').execute();
    await expect(book('second@example.in')).rejects.toMatchObject({ statusCode: 409 });
    expect(await outbox()).toEqual([]);
    expect(await t.db.kysely.selectFrom('bookings').select('email').execute()).toEqual([
      { email: 'first@example.in' },
    ]);
  });
});

describe('queueNotices', () => {
  it('writes each message with the channel its policy chose, a waiting one due when it says', async () => {
    const message = {
      kind: 'new-lead',
      recipient: '9876543210',
      subject: '',
      textBody: 'Call back',
      htmlBody: '',
    } as const;
    const dueAt = new Date(Date.now() + 60_000).toISOString();
    await t.db.kysely.transaction().execute((trx) =>
      queueNotices(
        trx,
        [
          { audience: 'office', message: { ...message, channel: 'sms' } },
          {
            audience: 'office',
            message: {
              ...message,
              channel: 'email',
              kind: 'office-summary',
              recipient: 'o@hsrp.test',
            },
            waiting: { id: 'summary', dueAt },
          },
        ],
        new Date(),
      ),
    );
    expect(await outbox()).toEqual([
      {
        kind: 'new-lead',
        recipient: '9876543210',
        channel: 'sms',
        status: 'pending',
        nextAttemptAt: expect.any(String),
      },
      {
        kind: 'office-summary',
        recipient: 'o@hsrp.test',
        channel: 'email',
        status: 'pending',
        nextAttemptAt: dueAt,
      },
    ]);
  });
});
