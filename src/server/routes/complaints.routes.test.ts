import { afterEach, describe, expect, it } from 'vitest';
import { openTicket } from '#server/complaints/open-ticket.ts';
import { saveMessageSettings } from '#server/repositories/message-settings.repository.ts';
import { signedInAccount, signedInAdmin } from '#server/testing/admin-session.ts';
import { bookWithTrackingLink } from '#server/testing/appointment-bookings.ts';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { COMPLAINT_MESSAGES } from '#shared/complaints/complaint-messages.ts';
import { complaintDeadlines } from '#shared/complaints/complaint-rules.ts';
import { DEFAULT_MESSAGE_SETTINGS } from '#shared/messaging/message-settings.ts';
import type { TextMessagePayload } from '#shared/messaging/text-messages.ts';
import { COMPLAINT_API_PATHS } from '#shared/public-api-paths.ts';
import { indiaDateParts } from '#shared/site/india-time.ts';
import { FORM_MESSAGES } from '#shared/validation/form-messages.ts';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const PHONE = '9876543210';
const COMPLAINT = {
  name: 'Ravi Kumar',
  phone: PHONE,
  email: 'ravi@example.in',
  text: 'The fitter did not come.\nI waited all day.',
};
const YEAR = indiaDateParts(new Date()).year;
const ticketNo = (n: number) => `C-${YEAR}-${String(n).padStart(5, '0')}`;

let address = 0;
/** Each call from its own address unless given one, so the per-address limit stays out of the way. */
const file = (payload: object, ip = `10.9.${Math.floor(address / 250)}.${(address++ % 250) + 1}`) =>
  t.app.inject({ method: 'POST', url: COMPLAINT_API_PATHS.create, payload, remoteAddress: ip });
const lookUp = (payload: object, ip = '10.8.0.1') =>
  t.app.inject({ method: 'POST', url: COMPLAINT_API_PATHS.status, payload, remoteAddress: ip });
const complaints = () => t.db.kysely.selectFrom('complaints').selectAll().execute();
const outbox = () =>
  t.db.kysely.selectFrom('outboxMails').selectAll().orderBy('channel').orderBy('kind').execute();

/** Both text providers configured, the acknowledgement registered for SMS in both languages. */
async function withTextChannels() {
  t = await createTestApp({ mail: { textChannels: { whatsapp: true, sms: true } } });
  const kinds = DEFAULT_MESSAGE_SETTINGS.kinds;
  await saveMessageSettings(
    t.db.kysely,
    {
      ...DEFAULT_MESSAGE_SETTINGS,
      kinds: {
        ...kinds,
        complaint_received: {
          ...kinds.complaint_received,
          smsTemplateIds: { en: 'flow-en', hi: 'flow-hi' },
        },
      },
    },
    'owner@hsrp.test',
  );
}

describe('POST /api/complaints', () => {
  it('answers a ticket at once, stores it and acknowledges it by e-mail; the office hears', async () => {
    t = await createTestApp();
    const res = await file({ ...COMPLAINT, locale: 'en' });
    expect(res.statusCode).toBe(201);
    const answer = res.json();
    expect(answer.ticket).toBe(ticketNo(1));
    expect(Date.parse(answer.acknowledgeBy) - Date.parse(answer.createdAt)).toBe(48 * 3_600_000);
    expect(await complaints()).toMatchObject([
      {
        ticket: ticketNo(1),
        kind: 'complaint',
        status: 'open',
        name: 'Ravi Kumar',
        phone: PHONE,
        orderId: null,
        bookingId: null,
        text: COMPLAINT.text,
        locale: 'en',
      },
    ]);
    const mails = await outbox();
    expect(mails.map((m) => [m.channel, m.kind, m.recipient])).toEqual([
      ['email', 'complaint-received', 'ravi@example.in'],
      ['email', 'new-complaint-admin', TEST_ADMIN_EMAIL],
    ]);
    expect(mails[0]?.subject).toBe(`We received your complaint: ticket ${ticketNo(1)}`);
    expect(mails[0]?.textBody).toContain('I waited all day.');
  });

  it('acknowledges in Hindi by SMS when the number never agreed to WhatsApp', async () => {
    await withTextChannels();
    const res = await file({ ...COMPLAINT, locale: 'hi' });
    expect(res.statusCode).toBe(201);
    const texts = (await outbox()).filter((m) => m.channel !== 'email');
    expect(texts.map((m) => [m.channel, m.kind, m.recipient])).toEqual([
      ['sms', 'complaint-received', `91${PHONE}`],
    ]);
    const payload = JSON.parse(texts[0]?.payload ?? '') as TextMessagePayload;
    expect(payload).toEqual({
      kind: 'complaint_received',
      language: 'hi',
      params: [ticketNo(1)],
    });
    expect(texts[0]?.textBody).toMatch(/[\u0900-\u097F]/);
    const mail = (await outbox()).find((m) => m.kind === 'complaint-received');
    expect(mail?.subject).toBe(`हमें आपकी शिकायत मिल गई है: टिकट ${ticketNo(1)}`);
  });

  it('acknowledges by WhatsApp alone when a booking of the number agreed to it, and links the order', async () => {
    await withTextChannels();
    const { id } = await bookWithTrackingLink(t, { phone: PHONE });
    const booking = await t.db.kysely
      .updateTable('bookings')
      .set({ whatsappConsentAt: new Date().toISOString(), whatsappConsentVersion: '1' })
      .where('id', '=', id)
      .returning('orderId')
      .executeTakeFirstOrThrow();
    await t.db.kysely.deleteFrom('outboxMails').execute();
    const res = await file({ ...COMPLAINT, orderId: booking.orderId.toLowerCase() });
    expect(res.statusCode).toBe(201);
    expect((await complaints())[0]).toMatchObject({ orderId: booking.orderId, bookingId: id });
    const texts = (await outbox()).filter((m) => m.channel !== 'email');
    expect(texts.map((m) => [m.channel, m.bookingId])).toEqual([['whatsapp', id]]);
  });

  it('links no booking for an order number of another phone', async () => {
    t = await createTestApp();
    const { id } = await bookWithTrackingLink(t, { phone: '9123456780' });
    const { orderId } = await t.db.kysely
      .selectFrom('bookings')
      .select('orderId')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect((await file({ ...COMPLAINT, orderId })).statusCode).toBe(201);
    expect((await complaints())[0]).toMatchObject({ orderId, bookingId: null });
  });

  it('numbers 20 complaints filed at once 1 to 20, without a gap or a repeat', async () => {
    t = await createTestApp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => file({ ...COMPLAINT, name: `Customer ${i}` })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(201));
    const tickets = answers.map((res) => res.json().ticket as string).sort();
    expect(tickets).toEqual(Array.from({ length: 20 }, (_, i) => ticketNo(i + 1)));
    const rows = await complaints();
    expect(rows.map((row) => row.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('starts a new series when the India calendar year turns', async () => {
    t = await createTestApp();
    const at = (iso: string) =>
      t.db.kysely
        .transaction()
        .execute((trx) =>
          openTicket(trx, { ...COMPLAINT, kind: 'data_erasure', locale: 'en' }, new Date(iso)),
        );
    expect((await at('2026-12-31T18:29:59.000Z')).ticket).toBe('C-2026-00001');
    // 18:30 UTC on 31 December is midnight in India.
    expect((await at('2026-12-31T18:30:00.000Z')).ticket).toBe('C-2027-00001');
    expect((await at('2027-01-02T06:00:00.000Z')).ticket).toBe('C-2027-00002');
  });

  it.each([
    ['a short phone', { phone: '98765' }, 'phone', 'mobileRequired'],
    ['a landline', { phone: '1123456789' }, 'phone', 'mobileInvalid'],
    ['no name', { name: '' }, 'name', 'nameRequired'],
    ['a bad e-mail', { email: 'ravi' }, 'email', 'emailInvalid'],
    ['no text', { text: '  ' }, 'text', 'complaintTextRequired'],
    ['too long a text', { text: 'x'.repeat(2001) }, 'text', 'complaintTextTooLong'],
    ['a bad order number', { orderId: 'ORDER-1' }, 'orderId', 'orderNumberFormat'],
  ] as const)(
    'refuses %s at its field, by key, and stores nothing',
    async (_, change, field, key) => {
      t = await createTestApp();
      const res = await file({ ...COMPLAINT, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldKeys).toEqual({ [field]: key });
      expect(await complaints()).toEqual([]);
      expect(await outbox()).toEqual([]);
    },
  );

  it('acknowledges up to 5 complaints an hour to one address and number, and stores them all', async () => {
    await withTextChannels();
    for (let i = 0; i < 6; i += 1) expect((await file(COMPLAINT)).statusCode).toBe(201);
    expect(await complaints()).toHaveLength(6);
    const acks = (await outbox()).filter((m) => m.kind === 'complaint-received');
    expect(acks.filter((m) => m.channel === 'email')).toHaveLength(5);
    expect(acks.filter((m) => m.channel === 'sms')).toHaveLength(5);
  });

  it('limits complaints per address with a keyed 429', async () => {
    t = await createTestApp();
    for (let i = 0; i < 5; i += 1) expect((await file(COMPLAINT, '10.7.0.1')).statusCode).toBe(201);
    const blocked = await file(COMPLAINT, '10.7.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      key: 'tooManyRequests',
      message: FORM_MESSAGES.tooManyRequests,
    });
    expect(await complaints()).toHaveLength(5);
  });
});

describe('POST /api/complaints/status', () => {
  it('shows the state and replies by number and phone; the same 404 for a wrong phone or number', async () => {
    t = await createTestApp();
    const { ticket } = (await file(COMPLAINT)).json();
    const open = await lookUp({ ticket: ticket.toLowerCase(), phone: PHONE });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ ticket, status: 'open', answeredAt: null, replies: [] });

    const wrongPhone = await lookUp({ ticket, phone: '9123456780' });
    const unknown = await lookUp({ ticket: ticketNo(99), phone: PHONE });
    expect(wrongPhone.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrongPhone.json()).toEqual(unknown.json());
    expect(unknown.json()).toEqual({
      message: COMPLAINT_MESSAGES.ticketNotFound,
      key: 'ticketNotFound',
    });
    expect((await lookUp({ ticket: 'C-1', phone: PHONE })).json().fieldKeys).toEqual({
      ticket: 'ticketFormat',
    });
  });
});

describe('the complaints queue', () => {
  it('lists tickets oldest first with age and deadlines, filters by state, and counts the unclosed', async () => {
    t = await createTestApp();
    const headers = await signedInAdmin(t);
    for (const name of ['Old', 'Older', 'New']) await file({ ...COMPLAINT, name });
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
    const setCreated = (name: string, createdAt: string) =>
      t.db.kysely.updateTable('complaints').set({ createdAt }).where('name', '=', name).execute();
    await setCreated('Old', hoursAgo(37));
    await setCreated('Older', hoursAgo(25 * 24 + 1));
    const res = await t.app.inject({ method: 'GET', url: API_PATHS.admin.complaints, headers });
    expect(res.statusCode).toBe(200);
    const { complaints: listed, openCount } = res.json();
    expect(openCount).toBe(3);
    expect(
      listed.map(
        (c: { name: string; ageHours: number; ackDue: boolean; resolutionDue: boolean }) => [
          c.name,
          c.ageHours,
          c.ackDue,
          c.resolutionDue,
        ],
      ),
    ).toEqual([
      ['Older', 25 * 24 + 1, true, true],
      ['Old', 37, true, false],
      ['New', 0, false, false],
    ]);
    const closed = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.admin.complaints}?status=closed`,
      headers,
    });
    expect(closed.json().complaints).toEqual([]);
    const bad = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.admin.complaints}?status=lost`,
      headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('counts the deadlines from a fixed now', () => {
    const createdAt = '2026-11-01T04:30:00.000Z';
    const at = (iso: string, status: 'open' | 'answered' | 'closed' = 'open') =>
      complaintDeadlines(
        { status, createdAt, answeredAt: status === 'open' ? null : createdAt },
        new Date(iso),
      );
    expect(at('2026-11-02T16:29:59.000Z')).toMatchObject({ ageHours: 35, ackDue: false });
    expect(at('2026-11-02T16:30:00.000Z')).toMatchObject({ ageHours: 36, ackDue: true });
    expect(at('2026-11-02T16:30:00.000Z', 'answered')).toMatchObject({ ackDue: false });
    expect(at('2026-11-26T04:29:59.000Z')).toMatchObject({ resolutionDue: false });
    expect(at('2026-11-26T04:30:00.000Z', 'answered')).toMatchObject({ resolutionDue: true });
    expect(at('2026-11-26T04:30:00.000Z', 'closed')).toMatchObject({ resolutionDue: false });
    expect(at('2026-11-01T04:30:00.000Z')).toMatchObject({
      acknowledgeBy: '2026-11-03T04:30:00.000Z',
      resolveBy: '2026-12-01T04:30:00.000Z',
    });
  });

  it('lets staff reply (mailed in the customer language, first reply answers) and close, audited', async () => {
    t = await createTestApp();
    const { headers } = await signedInAccount(t, 'desk@hsrp.test', 'staff');
    const { ticket } = (await file({ ...COMPLAINT, locale: 'hi' })).json();
    const [row] = await complaints();
    if (!row) throw new Error('no ticket');
    await t.db.kysely.deleteFrom('outboxMails').execute();

    const reply = (text: string) =>
      t.app.inject({
        method: 'POST',
        url: API_PATHS.admin.complaintReply(row.id),
        headers,
        payload: { text },
      });
    const first = await reply('We are sending the fitter tomorrow.');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'answered',
      replies: [{ text: 'We are sending the fitter tomorrow.', by: 'desk@hsrp.test' }],
    });
    const answeredAt = first.json().answeredAt;
    expect((await reply('He is on his way.')).json()).toMatchObject({ answeredAt });
    const mails = await outbox();
    expect(mails.map((m) => [m.kind, m.recipient])).toEqual([
      ['complaint-reply', 'ravi@example.in'],
      ['complaint-reply', 'ravi@example.in'],
    ]);
    expect(mails[0]?.subject).toBe(`आपकी शिकायत का जवाब, टिकट ${ticket}`);

    const seen = await lookUp({ ticket, phone: PHONE });
    expect(seen.json()).toMatchObject({ status: 'answered', answeredAt });
    expect(seen.json().replies.map((r: object) => Object.keys(r).sort())).toEqual([
      ['at', 'text'],
      ['at', 'text'],
    ]);

    const close = () =>
      t.app.inject({ method: 'POST', url: API_PATHS.admin.complaintClose(row.id), headers });
    const closed = await close();
    expect(closed.json()).toMatchObject({ status: 'closed', closedBy: 'desk@hsrp.test' });
    expect((await close()).statusCode).toBe(409);
    expect((await reply('One more thing.')).statusCode).toBe(409);
    expect((await lookUp({ ticket, phone: PHONE })).json().status).toBe('closed');

    const audit = await t.db.kysely
      .selectFrom('auditEvents')
      .select(['kind', 'subject', 'actorEmail'])
      .where('kind', 'in', ['complaint-replied', 'complaint-closed'])
      .orderBy('createdAt')
      .execute();
    expect(audit).toEqual([
      {
        kind: 'complaint-replied',
        subject: `Complaint ${ticket}, Ravi Kumar`,
        actorEmail: 'desk@hsrp.test',
      },
      {
        kind: 'complaint-replied',
        subject: `Complaint ${ticket}, Ravi Kumar`,
        actorEmail: 'desk@hsrp.test',
      },
      {
        kind: 'complaint-closed',
        subject: `Complaint ${ticket}, Ravi Kumar`,
        actorEmail: 'desk@hsrp.test',
      },
    ]);
  });

  it('is open to owners and staff, not to anyone signed out; an unknown ticket is a 404', async () => {
    t = await createTestApp();
    const owner = await signedInAdmin(t);
    const staff = (await signedInAccount(t, 'desk@hsrp.test', 'staff')).headers;
    for (const headers of [owner, staff]) {
      const res = await t.app.inject({ method: 'GET', url: API_PATHS.admin.complaints, headers });
      expect(res.statusCode).toBe(200);
    }
    const signedOut = await t.app.inject({ method: 'GET', url: API_PATHS.admin.complaints });
    expect(signedOut.statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'GET',
      url: API_PATHS.admin.complaint('nope'),
      headers: owner,
    });
    expect(missing.statusCode).toBe(404);
  });
});
