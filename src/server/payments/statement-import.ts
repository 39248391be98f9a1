/**
 * The Payments desk's statements (docs/product.md#payment-desk): previewing one (reads only) and
 * applying it (one transaction: the import, its new lines, the bookings it confirms). Matching is
 * match-credits.ts, the plan and its counts statement-plan.ts; staff's decisions on the lines left
 * over are line-decisions.ts and reopen-lapsed.ts.
 */
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type AuditActor, recordAudit } from '#server/audit/record-audit.ts';
import { changeStatusesInTransaction } from '#server/bookings/admin-bookings.ts';
import type { AppDb } from '#server/db/app-db.ts';
import { inChunks } from '#server/db/in-chunks.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import { markRefundsSeen } from '#server/refunds/refunds-seen.ts';
import { insertStatementImport } from '#server/repositories/statement-imports.repository.ts';
import {
  insertStatementLines,
  markLinesReversed,
} from '#server/repositories/statement-lines.repository.ts';
import type { StatementApplied, StatementPreview } from '#shared/payments/payment-matching.ts';
import type { StatementLayoutChoice } from '#shared/payments/statement-mapping.ts';
import { createLastStatementRead } from './last-statement-read.ts';
import type { MatchWindow } from './match-credits.ts';
import { readStatementFile, type StatementReadLimits } from './read-statement-file.ts';
import type { ReadStatementResult } from './statement-line.ts';
import { planStatement, type ShownLine } from './statement-plan.ts';

export interface StatementUpload {
  fileName: string;
  bytes: Uint8Array;
  layout: StatementLayoutChoice | undefined;
  window: MatchWindow;
  /** The worker's limits; the app's own unless it was built with others (tests). */
  limits?: StatementReadLimits;
}

const lastRead = createLastStatementRead();

/**
 * The whole file is read (and refused on any error) before anything is looked up or stored, in a
 * worker thread within time and memory limits (read-statement-file.ts). A preview keeps its read
 * for the apply of the same file that follows.
 */
async function readUpload(
  upload: StatementUpload,
  use: 'preview' | 'apply',
): Promise<ReadStatementResult> {
  const options = { layout: upload.layout };
  const kept = use === 'apply' ? lastRead.take(upload.bytes, options) : null;
  if (kept) return kept;
  const result = await readStatementFile(upload.bytes, options, upload.limits);
  if (use === 'preview') lastRead.keep(upload.bytes, options, result);
  return result;
}

/** What applying would do; stores nothing. */
export async function previewStatement(
  db: AppDb,
  upload: StatementUpload,
): Promise<StatementPreview> {
  const { preview } = await planStatement(db.kysely, upload, await readUpload(upload, 'preview'));
  // Writing the answer (thousands of lines) takes a turn of its own.
  await nextTurn();
  return preview;
}

const STORED_STATE = {
  confirm: 'matched',
  'matched-already-confirmed': 'matched',
  unmatched: 'unmatched',
  reversed: 'reversed',
  reversal: 'reversal',
  'refund-seen': 'refund',
} as const;

type ToStore = ShownLine & { outcome: keyof typeof STORED_STATE };

/** Bookings confirmed per step of an apply: about 30 ms of work each on a small server. */
const CONFIRM_BATCH = 100;

/**
 * Stores the import and its new lines and confirms the matched bookings, in one transaction:
 * a failure anywhere (a booking changed meanwhile, a line stored by a simultaneous apply) leaves
 * nothing behind. Lines stored before are left exactly as they are. The audit trail gets one
 * entry for the import with its counts, and one per booking it confirms.
 */
export async function applyStatement(
  db: AppDb,
  upload: StatementUpload,
  actor: AuditActor,
  mail: MailContext,
  now = new Date(),
): Promise<StatementApplied> {
  const staff = actor.email;
  // Read the file before the transaction: it may be slow, and it must not hold the lock.
  const read = await readUpload(upload, 'apply');
  try {
    const applied = await db.kysely.transaction().execute(async (trx) => {
      const { shown, planned, preview, reverseStored } = await planStatement(trx, upload, read);
      const importId = randomUUID();
      const at = now.toISOString();
      const toStore = shown.filter((plan): plan is ToStore => plan.outcome in STORED_STATE);
      await insertStatementImport(trx, {
        id: importId,
        fileName: upload.fileName,
        format: read.header.format,
        layout: read.header.layout,
        lineCount: planned.length,
        newLineCount: toStore.length,
        confirmedCount: preview.counts.confirm,
        importedBy: staff,
        importedAt: at,
      });
      const lineIds = toStore.map(() => randomUUID());
      await insertStatementLines(
        trx,
        toStore.map((plan, i) => ({
          id: lineIds[i] ?? randomUUID(),
          importId,
          lineNumber: plan.line.lineNumber,
          upiReference: plan.storedReference,
          upiCandidates:
            plan.line.upiCandidates.length > 1 ? JSON.stringify(plan.line.upiCandidates) : null,
          direction: plan.line.direction,
          amountPaise: plan.line.amountPaise,
          txnDate: plan.line.date,
          description: plan.line.description.slice(0, 500),
          bankReference: plan.line.bankReference.slice(0, 100),
          state: STORED_STATE[plan.outcome],
          reason: plan.reason,
          bookingId: plan.bookingId,
          note: null,
          decidedBy: staff,
          decidedAt: at,
        })),
      );
      const confirmations = toStore.flatMap((plan) =>
        plan.outcome === 'confirm' && plan.bookingId
          ? [
              {
                bookingId: plan.bookingId,
                status: 'CONFIRMED' as const,
                note: `Confirmed from line ${plan.line.lineNumber} of statement ${upload.fileName} (import ${importId})`,
              },
            ]
          : [],
      );
      // In batches, with a turn of the event loop between: each confirmation writes its invoice,
      // history, audit entry and mail, and thousands at once held the process for seconds.
      for await (const batch of inChunks(confirmations, CONFIRM_BATCH)) {
        await changeStatusesInTransaction(trx, actor, batch, mail, now);
      }
      await markLinesReversed(trx, reverseStored, staff, at);
      await markRefundsSeen(
        trx,
        actor,
        toStore.flatMap((plan, i) =>
          plan.refundId && lineIds[i]
            ? [
                {
                  refundId: plan.refundId,
                  lineId: lineIds[i],
                  subject: `${upload.fileName} line ${plan.line.lineNumber}`,
                },
              ]
            : [],
        ),
        now,
      );
      await recordAudit(
        trx,
        actor,
        {
          kind: 'statement-applied',
          subject: upload.fileName,
          after: {
            importId,
            format: read.header.format,
            layout: read.header.layout,
            upiLines: planned.length,
            newLines: toStore.length,
            ...preview.counts,
            reversedStored: reverseStored.length,
          },
        },
        now,
      );
      // The commit syncs what the apply wrote (90 MB of log at 10,000 lines) on the main thread:
      // synced from the thread pool first, the commit's own sync has only the last pages left.
      await db.flushLog?.();
      return { ...preview, importId };
    });
    // The commit of a long statement writes tens of megabytes; its answer takes a turn of its own.
    await nextTurn();
    return applied;
  } catch (error) {
    if (db.dialect.isUniqueViolation(error)) {
      throw new HttpError(
        409,
        'Another import stored some of these lines just now. Please upload the file again.',
      );
    }
    throw error;
  }
}
