import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '#server/db/app-db.ts';
import { type RepeatingRound, startRepeatingRound } from '#server/jobs/repeating-round.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import { notify } from '#server/notifications/notify.ts';
import { takeDueReminders } from '#server/repositories/appointment-reminders.repository.ts';
import { getMessageSettings } from '#server/repositories/message-settings.repository.ts';
import { indiaNow } from '#shared/appointments/availability.ts';
import type { BookingStatus } from '#shared/booking/booking-status.ts';
import { addDays } from '#shared/site/india-time.ts';

/** Open orders are reminded; cancelled and fitted ones are not. */
export const REMINDED_STATUSES = [
  'PAYMENT_SUBMITTED',
  'CONFIRMED',
] as const satisfies readonly BookingStatus[];

/**
 * Reminders go out the day before from the owner's hour (India time, 6 to 21, admin Messages
 * page): not in the middle of the night.
 */
export const remindersFrom = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export const REMINDER_ROUND_EVERY_MS = 5 * 60_000;

/**
 * Queues the day-before reminder of every open booking whose appointment is tomorrow in India
 * and that has none queued yet: in one transaction the bookings are marked and their mails put in
 * the outbox, so a reminder is never lost (the outbox delivers it) and never sent twice (a
 * booking is marked by one round only). Answers how many were queued.
 */
export async function queueDueReminders(
  db: AppDb,
  mail: MailContext,
  now = new Date(),
): Promise<number> {
  const { today, time } = indiaNow(now);
  const { reminderHour } = await getMessageSettings(db.kysely);
  if (time < remindersFrom(reminderHour)) return 0;
  const day = addDays(today, 1);
  return db.kysely.transaction().execute(async (trx) => {
    const due = await takeDueReminders(trx, db.dialect, { day, statuses: REMINDED_STATUSES, now });
    await notify(trx, { type: 'appointment-reminders-due', bookings: due }, mail, now);
    return due.length;
  });
}

/**
 * Runs the reminder round every few minutes on every app instance (they cannot double up, see
 * queueDueReminders).
 */
export function startAppointmentReminders({
  db,
  mail,
  log,
  everyMs = REMINDER_ROUND_EVERY_MS,
  clock = () => new Date(),
}: {
  db: AppDb;
  mail: MailContext;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  everyMs?: number;
  /** The time a round runs at (tests set the day). */
  clock?: () => Date;
}): RepeatingRound {
  return startRepeatingRound({
    round: () => queueDueReminders(db, mail, clock()),
    everyMs,
    onDone: (queued) => log.info({ queued }, 'appointment reminders queued'),
    onError: (error) => log.error({ err: error }, 'appointment reminder round failed'),
  });
}
