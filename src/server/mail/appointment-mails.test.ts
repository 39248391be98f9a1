import type { ParsedMail } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInAdmin } from '#server/testing/admin-session.ts';
import { bookThroughApi } from '#server/testing/appointment-bookings.ts';
import { bookingInput, nextAppointment } from '#server/testing/booking-fixtures.ts';
import { readCalendarFile } from '#server/testing/calendar-file.ts';
import { type SmtpTestServer, startSmtpTestServer } from '#server/testing/smtp-test-server.ts';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { BookingStatus } from '#shared/booking/booking-status.ts';
import { createSmtpTransport, type MailTransport } from './mail-transport.ts';
import { startOutboxWorker } from './outbox-worker.ts';

let t: TestApp;
let smtp: SmtpTestServer;
let transport: MailTransport;

beforeEach(async () => {
  t = await createTestApp();
  smtp = await startSmtpTestServer();
  transport = createSmtpTransport(smtp.url, 'HSRP Plate Booking <no-reply@hsrp.test>');
});
afterEach(async () => {
  transport.close();
  await smtp.close();
  await t.close();
});

/** Delivers what the outbox holds, once, and answers the mails as the SMTP server got them. */
async function deliver(count: number): Promise<ParsedMail[]> {
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  const worker = startOutboxWorker({
    db: t.db,
    channels: { email: transport },
    log: quiet,
    pollMs: 60_000,
  });
  await worker.runOnce();
  await worker.stop();
  return smtp.waitFor(count);
}

/** The mail's text/calendar part, as calendar apps read it. */
function calendarPart(mail: ParsedMail | undefined): string | undefined {
  const part = mail?.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  return part?.content.toString('utf8');
}

/** A home booking on the first open day at 10:00 am – 12:00 pm India time (04:30–06:30 UTC). */
async function book(overrides: Record<string, unknown> = {}) {
  const { appointmentDay } = nextAppointment();
  const input = bookingInput({ appointmentDay, appointmentSlot: '10:00-12:00', ...overrides });
  const id = await bookThroughApi(t, input);
  const utc = appointmentDay.replaceAll('-', '');
  return { id, orderId: input.orderId, day: appointmentDay, utc };
}

describe('appointment in the booking mails', () => {
  it('puts the appointment, in the booking’s English, and its .ics in the customer receipt', async () => {
    const booking = await book();
    const mails = await deliver(2);
    const receipt = mails.find((m) => m.subject?.startsWith('We received'));
    expect(receipt?.text).toMatch(
      /3\. Fitting appointment: \w+day \d{1,2} \w+ 20\d\d, 10:00 am – 12:00 pm \(India time\), at your address/,
    );
    expect(receipt?.text).not.toContain('our team will call you');
    expect(receipt?.text).not.toMatch(/[\u0900-\u097F]/);
    expect(receipt?.html).toContain('lang="en"');

    const ics = calendarPart(receipt);
    expect(ics).toBeDefined();
    const { calendar, event } = readCalendarFile(ics ?? '');
    expect(calendar.METHOD).toBe('PUBLISH');
    expect(event.DTSTART).toBe(`${booking.utc}T043000Z`);
    expect(event.DTEND).toBe(`${booking.utc}T063000Z`);
    expect(event.UID).toBe(`${booking.id}@hsrp.test`);
    expect(event.SUMMARY).toBe('Number plate fitting – UK08AB1234');
    expect(event.DESCRIPTION).toContain(booking.orderId);
    // The tracking link opens the order: it stays out of the stored calendar file.
    expect(ics).not.toContain('track');

    const notice = mails.find((m) => m.to && 'text' in m.to && m.to.text === TEST_ADMIN_EMAIL);
    expect(notice?.text).toMatch(
      /Fitting appointment:\s+\w+day .*10:00 am – 12:00 pm \(India time\)/,
    );
    expect(calendarPart(notice)).toBeUndefined();
  });

  it('confirms with the appointment and its .ics, and cancels the calendar event', async () => {
    const booking = await book();
    await t.db.kysely.deleteFrom('outboxMails').execute();
    const headers = await signedInAdmin(t);
    const setStatus = (status: BookingStatus) =>
      t.app.inject({
        method: 'PATCH',
        url: API_PATHS.admin.bookingStatus(booking.id),
        headers,
        payload: { status },
      });
    expect((await setStatus('CONFIRMED')).statusCode).toBe(200);
    const [confirmed] = await deliver(1);
    expect(confirmed?.subject).toBe(`Your order ${booking.orderId} is confirmed`);
    expect(confirmed?.text).toContain('We will fit your plates at your appointment:');
    expect(confirmed?.text).toContain('10:00 am – 12:00 pm (India time), at your address');
    expect(confirmed?.text).not.toMatch(/[\u0900-\u097F]/);
    const published = readCalendarFile(calendarPart(confirmed) ?? '');
    expect(published.calendar.METHOD).toBe('PUBLISH');
    expect(published.event.UID).toBe(`${booking.id}@hsrp.test`);

    expect((await setStatus('CANCELLED')).statusCode).toBe(200);
    const cancelled = (await deliver(2))[1];
    expect(cancelled?.subject).toBe(`Your order ${booking.orderId} is cancelled`);
    // Mail apps read the method off the part's type; others offer the file to open.
    const calendarType = cancelled?.attachments
      .find((a) => a.contentType === 'text/calendar')
      ?.headers.get('content-type');
    expect(calendarType).toMatchObject({ params: { method: 'CANCEL' } });
    expect(cancelled?.attachments.map((a) => a.filename)).toContain('appointment.ics');
    const removed = readCalendarFile(calendarPart(cancelled) ?? '');
    expect(removed.calendar.METHOD).toBe('CANCEL');
    expect(removed.event.UID).toBe(`${booking.id}@hsrp.test`);
    expect(Number(removed.event.SEQUENCE)).toBeGreaterThanOrEqual(Number(published.event.SEQUENCE));
  });

  it('keeps "our team will call you" for a booking made before appointments', async () => {
    const booking = await book();
    await t.db.kysely.deleteFrom('outboxMails').execute();
    await t.db.kysely
      .updateTable('bookings')
      .set({ appointmentDay: null, appointmentSlot: null })
      .where('id', '=', booking.id)
      .execute();
    const headers = await signedInAdmin(t);
    await t.app.inject({
      method: 'PATCH',
      url: API_PATHS.admin.bookingStatus(booking.id),
      headers,
      payload: { status: 'CONFIRMED' },
    });
    const [confirmed] = await deliver(1);
    expect(confirmed?.text).toContain('15 working days; our team will call you');
    expect(calendarPart(confirmed)).toBeUndefined();
  });
});
