import type { FastifyBaseLogger } from 'fastify';
import { type AuditActor, recordAudit } from '#server/audit/record-audit.ts';
import type { AppDb } from '#server/db/app-db.ts';
import { type RepeatingRound, startRepeatingRound } from '#server/jobs/repeating-round.ts';
import { findInvoiceByBookingId } from '#server/repositories/invoices.repository.ts';
import {
  blankBooking,
  blankBookingMessages,
  claimRetentionRun,
  deleteProofs,
  listContactsClosedSince,
  listProofsClosedSince,
  saveRetentionRunCounts,
} from '#server/repositories/personal-data.repository.ts';
import { getRetentionSettings } from '#server/repositories/retention-settings.repository.ts';
import type { RetentionSettings } from '#shared/personal-data/retention.ts';
import { indiaDay } from '#shared/site/india-time.ts';
import { billedToOf } from './billed-to.ts';

/** Who deletes and blanks in the audit trail: no person, the server. */
export const RETENTION_ACTOR: AuditActor = { adminId: null, email: 'system', address: 'server' };

/** The round looks every hour; the first look of an India day does the day's work. */
export const RETENTION_ROUND_EVERY_MS = 60 * 60_000;

const RETENTION_MESSAGE_GIVEN_UP = 'Not sent: the order closed too long ago.';

const DAY_MS = 24 * 60 * 60_000;

/** The moments before which an order must have closed for each step (never early: inclusive). */
export function retentionCutoffs(settings: RetentionSettings, now: Date) {
  const contacts = new Date(now);
  contacts.setUTCMonth(contacts.getUTCMonth() - settings.contactMonths);
  return {
    screenshots: new Date(now.getTime() - settings.screenshotDays * DAY_MS).toISOString(),
    contacts: contacts.toISOString(),
  };
}

export interface RetentionRun {
  day: string;
  screenshotsDeleted: number;
  contactsBlanked: number;
}

/**
 * The day's retention run (decision 0050), in one transaction: payment screenshots of orders
 * closed (fulfilled or cancelled) `screenshotDays` ago or more are deleted; the address and
 * e-mail of orders closed `contactMonths` ago or more are blanked, after the booking's tax
 * invoice, if any, keeps its copy of what it printed. The run and its counts go in the audit
 * trail. Once per India day across every instance (claimRetentionRun): undefined when this
 * day's run was done already. Idempotent besides: what is done is not found again.
 */
export async function runRetention(db: AppDb, now = new Date()): Promise<RetentionRun | undefined> {
  return db.kysely.transaction().execute(async (trx) => {
    const day = indiaDay(now);
    if (!(await claimRetentionRun(trx, day, now))) return undefined;
    const settings = await getRetentionSettings(trx);
    const cutoffs = retentionCutoffs(settings, now);
    const screenshotsDeleted = await deleteProofs(
      trx,
      await listProofsClosedSince(trx, cutoffs.screenshots),
      now,
    );
    const due = await listContactsClosedSince(trx, cutoffs.contacts);
    for (const row of due) {
      const invoice = await findInvoiceByBookingId(trx, row.id);
      await blankBooking(trx, row.id, {
        email: '',
        address: '',
        city: '',
        pincode: '',
        billedTo: invoice ? billedToOf(row) : null,
        contactBlankedAt: now.toISOString(),
      });
      // The messages held the e-mail (and the address, in a fitting's mail): emptied too.
      await blankBookingMessages(trx, row.id, RETENTION_MESSAGE_GIVEN_UP, now);
    }
    const counts = { screenshotsDeleted, contactsBlanked: due.length };
    await saveRetentionRunCounts(trx, day, counts);
    await recordAudit(
      trx,
      RETENTION_ACTOR,
      {
        kind: 'retention-run',
        subject: `Retention ${day}`,
        before: null,
        after: { ...counts, settings },
      },
      now,
    );
    return { day, ...counts };
  });
}

/** Runs the retention round every hour on every instance (only one does each day's work). */
export function startRetentionRound({
  db,
  log,
  everyMs = RETENTION_ROUND_EVERY_MS,
  clock = () => new Date(),
}: {
  db: AppDb;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  everyMs?: number;
  clock?: () => Date;
}): RepeatingRound {
  return startRepeatingRound({
    round: async () => {
      const run = await runRetention(db, clock());
      if (run) log.info(run, 'data retention round ran');
      return run ? run.screenshotsDeleted + run.contactsBlanked : 0;
    },
    everyMs,
    onDone: () => {},
    onError: (error) => log.error({ err: error }, 'data retention round failed'),
  });
}
