import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { releaseAppointment } from '#server/appointments/appointment-places.ts';
import { type AuditActor, recordAudits } from '#server/audit/record-audit.ts';
import type { AppDb } from '#server/db/app-db.ts';
import type { DialectFeatures } from '#server/db/dialect.ts';
import type { Database } from '#server/db/schema.ts';
import { LAPSE_REASON } from '#server/holds/lapse-reason.ts';
import { type RepeatingRound, startRepeatingRound } from '#server/jobs/repeating-round.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import { notify } from '#server/notifications/notify.ts';
import { insertStatusChanges } from '#server/repositories/booking-status-changes.repository.ts';
import type { BookingRow } from '#server/repositories/bookings.repository.ts';

/** Who cancels a lapsed booking, in its history and the audit trail: no person, the server. */
export const LAPSE_ACTOR: AuditActor = { adminId: null, email: 'system', address: 'server' };

export const LAPSE_ROUND_EVERY_MS = 60_000;
/** Bookings lapsed per transaction: a backlog after a long stop clears over a few rounds. */
const LAPSE_BATCH = 200;

/**
 * Cancels the unverified bookings whose hold has passed, at most `LAPSE_BATCH` at once: the
 * condition is part of the update (still PAYMENT_SUBMITTED, hold_until passed), so a booking
 * verified meanwhile, or taken by a round of another instance, is left alone. Of two rounds at
 * once, on PostgreSQL the second skips the rows the first holds; on SQLite they run one after
 * the other and the second finds nothing. Answers the bookings it cancelled.
 */
async function takeLapsedHolds(
  trx: Kysely<Database>,
  dialect: DialectFeatures,
  now: Date,
): Promise<BookingRow[]> {
  const at = now.toISOString();
  let due = trx
    .selectFrom('bookings')
    .select('id')
    .where('status', '=', 'PAYMENT_SUBMITTED')
    .where('holdUntil', '<=', at)
    .orderBy('holdUntil')
    .limit(LAPSE_BATCH);
  if (dialect.skipLockedRows) due = due.forUpdate().skipLocked();
  return trx
    .updateTable('bookings')
    .set({ status: 'CANCELLED', lapsedAt: at, holdClient: null, updatedAt: at })
    .where('id', 'in', due)
    .where('status', '=', 'PAYMENT_SUBMITTED')
    .where('holdUntil', '<=', at)
    .returningAll()
    .execute();
}

/**
 * One lapse round: in one transaction the lapsed bookings are cancelled, their places given back,
 * their history and audit entries written and their customers told (notifications), so each
 * happens exactly once or not at all. Answers how many lapsed.
 */
export async function lapseDueHolds(
  db: AppDb,
  mail: MailContext,
  now = new Date(),
): Promise<number> {
  return db.kysely.transaction().execute(async (trx) => {
    const lapsed = await takeLapsedHolds(trx, db.dialect, now);
    if (lapsed.length === 0) return 0;
    for (const row of lapsed) await releaseAppointment(trx, row);
    const at = now.toISOString();
    await insertStatusChanges(
      trx,
      lapsed.map((row) => ({
        bookingId: row.id,
        fromStatus: 'PAYMENT_SUBMITTED',
        toStatus: 'CANCELLED',
        changedBy: LAPSE_ACTOR.email,
        changedAt: at,
        note: LAPSE_REASON,
      })),
    );
    await recordAudits(
      trx,
      LAPSE_ACTOR,
      lapsed.map((row) => ({
        kind: 'booking-status-changed',
        subject: row.orderId,
        before: { status: 'PAYMENT_SUBMITTED', holdUntil: row.holdUntil },
        after: { status: 'CANCELLED', note: LAPSE_REASON },
      })),
      now,
    );
    await notify(trx, { type: 'holds-lapsed', bookings: lapsed }, mail, now);
    return lapsed.length;
  });
}

/**
 * Runs the lapse round every minute on every app instance (they cannot double up, see
 * takeLapsedHolds); a round finding a full batch runs again at once.
 */
export function startHoldLapses({
  db,
  mail,
  log,
  everyMs = LAPSE_ROUND_EVERY_MS,
  clock = () => new Date(),
}: {
  db: AppDb;
  mail: MailContext;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  everyMs?: number;
  clock?: () => Date;
}): RepeatingRound {
  const drain = async () => {
    let total = 0;
    for (;;) {
      const lapsed = await lapseDueHolds(db, mail, clock());
      total += lapsed;
      if (lapsed < LAPSE_BATCH) return total;
    }
  };
  return startRepeatingRound({
    round: drain,
    everyMs,
    onDone: (lapsed) => log.info({ lapsed }, 'unpaid bookings lapsed'),
    onError: (error) => log.error({ err: error }, 'payment hold lapse round failed'),
  });
}
