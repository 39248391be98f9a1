/**
 * The Payments desk's storage side (issue 20): previewing a statement (reads only), applying it
 * (one transaction: the import, its new lines, the bookings it confirms), and staff's decisions
 * on the lines left over. Matching itself is match-credits.ts.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type {
  BookingRef,
  PaymentsQueue,
  PreviewLine,
  StatementApplied,
  StatementPreview,
  StoredLine,
  UnmatchedReason,
} from '../../shared/payments/payment-matching';
import type { StatementLayoutChoice } from '../../shared/payments/statement-mapping';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { changeStatusesInTransaction, changeStatusInTransaction } from '../bookings/admin-bookings';
import type { AppDb } from '../db/app-db';
import type { BookingsTable, Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { MailContext } from '../mail/mail-context';
import {
  findBookingById,
  listBookingsByIds,
  listBookingsByTxnIds,
  listWaitingWithoutCredit,
} from '../repositories/bookings.repository';
import { insertStatementImport } from '../repositories/statement-imports.repository';
import {
  decideUnmatchedLine,
  findLineWithFile,
  insertStatementLines,
  listLinesByReferences,
  listMatchedLines,
  listUnmatchedLines,
  markLinesReversed,
  type StatementLineWithFile,
} from '../repositories/statement-lines.repository';
import { lineKey, type MatchWindow, matchCredits, type PlannedLine } from './match-credits';
import { readWholeStatement } from './read-statement';
import type { StatementLine } from './statement-line';

export interface StatementUpload {
  fileName: string;
  bytes: Uint8Array;
  layout: StatementLayoutChoice | undefined;
  window: MatchWindow;
}

type UpiLine = StatementLine & { upiReference: string };

const MAX_SKIPPED_LISTED = 500;

type ReadStatement = Awaited<ReturnType<typeof readWholeStatement>>;

/** The whole file is read (and refused on any error) before anything is looked up or stored. */
function readUpload(upload: StatementUpload): Promise<ReadStatement> {
  return readWholeStatement(upload.bytes, { layout: upload.layout });
}

async function planStatement(
  db: Kysely<Database>,
  upload: StatementUpload,
  { header, lines, ignored }: ReadStatement,
) {
  const upiLines = lines.filter((line): line is UpiLine => line.upiReference !== null);
  const references = [...new Set(upiLines.map((line) => line.upiReference))];
  const bookings = await listBookingsByTxnIds(db, references);
  const stored = await listLinesByReferences(db, references);
  const plan = matchCredits({
    lines: upiLines,
    bookings,
    stored: stored.map((line) => ({
      id: line.id,
      key: lineKey({ ...line, date: line.txnDate }),
      direction: line.direction,
      upiReference: line.upiReference,
      amountPaise: line.amountPaise,
      state: line.state,
      bookingId: line.bookingId,
    })),
    window: upload.window,
  });
  const bookingsById = new Map(bookings.map((booking) => [booking.id, booking]));
  const skipped = [
    ...lines
      .filter((line) => line.upiReference === null)
      .map((line) => ({ ...line, why: 'No UPI reference' })),
    ...plan.lines
      .filter((planned) => planned.outcome === 'not-a-reversal')
      .map(({ line }) => ({ ...line, why: 'UPI payment out' })),
    ...ignored.map((line) => ({
      ...line,
      why:
        line.reason === 'other-currency' ? `Other currency (${line.currency ?? '?'})` : 'No amount',
    })),
  ]
    .map(({ lineNumber, date, description, why }) => ({ lineNumber, date, description, why }))
    .sort((a, b) => a.lineNumber - b.lineNumber);
  const shown = plan.lines.filter(
    (planned): planned is PlannedLine & { outcome: PreviewLine['outcome'] } =>
      planned.outcome !== 'not-a-reversal',
  );
  const preview: StatementPreview = {
    fileName: upload.fileName,
    format: header.format,
    layout: header.layout,
    window: upload.window,
    lines: shown.map((planned) => ({
      lineNumber: planned.line.lineNumber,
      date: planned.line.date,
      amountPaise: planned.line.amountPaise,
      direction: planned.line.direction,
      description: planned.line.description,
      upiReference: planned.line.upiReference,
      outcome: planned.outcome,
      reason: planned.outcome === 'unmatched' ? planned.reason : null,
      booking: refOf(planned.bookingId ? bookingsById.get(planned.bookingId) : undefined),
    })),
    // Counted in full, listed up to a screenful: a month's statement has thousands of them.
    skipped: skipped.slice(0, MAX_SKIPPED_LISTED),
    counts: {
      confirm: shown.filter((planned) => planned.outcome === 'confirm').length,
      unmatched: shown.filter((planned) => planned.outcome === 'unmatched').length,
      alreadyImported: shown.filter((planned) => planned.outcome === 'already-imported').length,
      skipped: skipped.length,
    },
  };
  return { header, plan, shown, preview, upiLineCount: upiLines.length };
}

/** What applying would do; stores nothing. */
export async function previewStatement(
  db: AppDb,
  upload: StatementUpload,
): Promise<StatementPreview> {
  return (await planStatement(db.kysely, upload, await readUpload(upload))).preview;
}

const STORED_STATE = {
  confirm: 'matched',
  'matched-already-confirmed': 'matched',
  unmatched: 'unmatched',
  reversed: 'reversed',
  reversal: 'reversal',
} as const;

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
  const read = await readUpload(upload);
  try {
    return await db.kysely.transaction().execute(async (trx) => {
      const { header, shown, plan, preview, upiLineCount } = await planStatement(trx, upload, read);
      const importId = randomUUID();
      const at = now.toISOString();
      const toStore = shown.filter(
        (planned): planned is PlannedLine & { outcome: keyof typeof STORED_STATE } =>
          planned.outcome in STORED_STATE,
      );
      await insertStatementImport(trx, {
        id: importId,
        fileName: upload.fileName,
        format: header.format,
        layout: header.layout,
        lineCount: upiLineCount,
        newLineCount: toStore.length,
        confirmedCount: preview.counts.confirm,
        importedBy: staff,
        importedAt: at,
      });
      await insertStatementLines(
        trx,
        toStore.map((planned) => ({
          id: randomUUID(),
          importId,
          lineNumber: planned.line.lineNumber,
          upiReference: planned.line.upiReference,
          direction: planned.line.direction,
          amountPaise: planned.line.amountPaise,
          txnDate: planned.line.date,
          description: planned.line.description.slice(0, 500),
          bankReference: planned.line.bankReference.slice(0, 100),
          state: STORED_STATE[planned.outcome],
          reason: planned.reason,
          bookingId: planned.bookingId,
          note: null,
          decidedBy: staff,
          decidedAt: at,
        })),
      );
      await changeStatusesInTransaction(
        trx,
        actor,
        toStore.flatMap((planned) =>
          planned.outcome === 'confirm' && planned.bookingId
            ? [
                {
                  bookingId: planned.bookingId,
                  status: 'CONFIRMED' as const,
                  note: `Confirmed from line ${planned.line.lineNumber} of statement ${upload.fileName} (import ${importId})`,
                },
              ]
            : [],
        ),
        mail,
        now,
      );
      await markLinesReversed(trx, plan.reverseStored, staff, at);
      await recordAudit(
        trx,
        actor,
        {
          kind: 'statement-applied',
          subject: upload.fileName,
          after: {
            importId,
            format: header.format,
            layout: header.layout,
            upiLines: upiLineCount,
            newLines: toStore.length,
            ...preview.counts,
            reversed: plan.reverseStored.length,
          },
        },
        now,
      );
      return { ...preview, importId };
    });
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

function refOf(booking: Selectable<BookingsTable> | undefined): BookingRef | null {
  if (!booking) return null;
  return {
    id: booking.id,
    orderId: booking.orderId,
    fullName: booking.fullName,
    status: booking.status,
    totalPaise: booking.priceTotal * 100,
    createdAt: booking.createdAt,
  };
}

const LIST_LIMIT = 500;

/** What staff still have to look at: undecided lines and bookings no credit came for. */
export async function paymentsQueue(
  { kysely }: AppDb,
  waitingDays: number,
  now = new Date(),
): Promise<PaymentsQueue> {
  const lines = await listUnmatchedLines(kysely, LIST_LIMIT);
  const before = new Date(now.getTime() - waitingDays * 24 * 60 * 60 * 1000).toISOString();
  const waiting = await listWaitingWithoutCredit(kysely, before, LIST_LIMIT);
  return {
    unmatched: await toStoredLines(kysely, lines),
    waiting: waiting.flatMap((booking) => refOf(booking) ?? []),
    waitingDays,
  };
}

async function toStoredLines(
  db: Kysely<Database>,
  lines: StatementLineWithFile[],
): Promise<StoredLine[]> {
  const ids = [...new Set(lines.flatMap((line) => (line.bookingId ? [line.bookingId] : [])))];
  const bookings = await listBookingsByIds(db, ids);
  const byId = new Map(bookings.map((booking) => [booking.id, booking]));
  return lines.map((line) => ({
    id: line.id,
    importId: line.importId,
    fileName: line.fileName,
    lineNumber: line.lineNumber,
    date: line.txnDate,
    amountPaise: line.amountPaise,
    direction: line.direction,
    description: line.description,
    upiReference: line.upiReference,
    state: line.state,
    reason: line.reason as UnmatchedReason | null,
    booking: refOf(line.bookingId ? byId.get(line.bookingId) : undefined),
    note: line.note,
    decidedBy: line.decidedBy,
    decidedAt: line.decidedAt,
  }));
}

async function findLine(db: Kysely<Database>, lineId: string): Promise<StatementLineWithFile> {
  const line = await findLineWithFile(db, lineId);
  if (!line) throw new HttpError(404, 'This bank line was not found.');
  return line;
}

/** A bank line in the audit trail: where it is, and what the bank says happened. */
function lineSubject(line: StatementLineWithFile): string {
  const rupees = (line.amountPaise / 100).toFixed(2);
  return `Line ${line.lineNumber} of ${line.fileName}: ${line.direction} of ₹${rupees} on ${line.txnDate}, UPI ${line.upiReference}`;
}

const LINE_DECIDED = 'This bank line was already decided. Please refresh the list.';

/**
 * Staff match a credit to a booking by hand (amount or date off, a reference typed wrong): the
 * booking is confirmed as by a statement when it was waiting, with the line in its history.
 */
export async function matchLineByHand(
  db: AppDb,
  lineId: string,
  bookingId: string,
  actor: AuditActor,
  mail: MailContext,
  now = new Date(),
): Promise<StoredLine> {
  const staff = actor.email;
  try {
    return await db.kysely.transaction().execute(async (trx) => {
      const line = await findLine(trx, lineId);
      if (line.state !== 'unmatched' || line.direction !== 'credit') {
        throw new HttpError(
          409,
          line.direction === 'debit' ? 'Money paid out cannot confirm a booking.' : LINE_DECIDED,
        );
      }
      const booking = await findBookingById(trx, bookingId);
      if (!booking) throw new HttpError(404, 'Booking not found.');
      const other = (await listMatchedLines(trx, [bookingId])).get(bookingId);
      if (other)
        throw new HttpError(
          409,
          `This booking is already matched to another bank line (line ${other.lineNumber}).`,
        );
      if (booking.status === 'CANCELLED') throw new HttpError(409, 'This booking is cancelled.');
      const decided = await decideUnmatchedLine(trx, lineId, {
        state: 'matched',
        bookingId,
        decidedBy: staff,
        decidedAt: now.toISOString(),
      });
      if (!decided) throw new HttpError(409, LINE_DECIDED);
      if (booking.status === 'PAYMENT_SUBMITTED') {
        await changeStatusInTransaction(
          trx,
          actor,
          {
            bookingId,
            status: 'CONFIRMED',
            note: `Matched by hand to line ${line.lineNumber} of statement ${line.fileName} (import ${line.importId})`,
          },
          mail,
          now,
        );
      }
      await recordAudit(
        trx,
        actor,
        {
          kind: 'statement-line-matched',
          subject: lineSubject(line),
          before: { state: line.state, reason: line.reason },
          after: { state: 'matched', orderId: booking.orderId },
        },
        now,
      );
      const [stored] = await toStoredLines(trx, [await findLine(trx, lineId)]);
      if (!stored) throw new Error('matched line vanished');
      return stored;
    });
  } catch (error) {
    if (db.dialect.isUniqueViolation(error)) {
      throw new HttpError(409, 'This booking was matched to another bank line just now.');
    }
    throw error;
  }
}

/** Staff set a line aside with a note (a refund, a personal transfer); recorded with who and when. */
export async function dismissLine(
  { kysely }: AppDb,
  lineId: string,
  note: string,
  actor: AuditActor,
  now = new Date(),
): Promise<StoredLine> {
  return kysely.transaction().execute(async (trx) => {
    const line = await findLine(trx, lineId);
    const decided = await decideUnmatchedLine(trx, lineId, {
      state: 'dismissed',
      note,
      decidedBy: actor.email,
      decidedAt: now.toISOString(),
    });
    if (!decided) throw new HttpError(409, LINE_DECIDED);
    await recordAudit(
      trx,
      actor,
      {
        kind: 'statement-line-dismissed',
        subject: lineSubject(line),
        before: { state: line.state, reason: line.reason },
        after: { state: 'dismissed', note },
      },
      now,
    );
    const [stored] = await toStoredLines(trx, [await findLine(trx, lineId)]);
    if (!stored) throw new Error('dismissed line vanished');
    return stored;
  });
}
