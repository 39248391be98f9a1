import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import { listBookingsByIds } from '#server/repositories/bookings.repository.ts';
import {
  findLineWithFile,
  type StatementLineWithFile,
} from '#server/repositories/statement-lines.repository.ts';
import type { StoredLine, UnmatchedReason } from '#shared/payments/payment-matching.ts';
import { bookingRefOf } from './booking-ref.ts';

/** The candidates column (JSON, migration 0019) as a list; empty for a line with one number. */
function candidatesOf(stored: string | null): string[] {
  if (!stored) return [];
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
}

/** Stored lines as the desk shows them, each with the booking it names. */
export async function toStoredLines(
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
    upiCandidates: candidatesOf(line.upiCandidates),
    state: line.state,
    reason: line.reason as UnmatchedReason | null,
    booking: bookingRefOf(line.bookingId ? byId.get(line.bookingId) : undefined),
    note: line.note,
    decidedBy: line.decidedBy,
    decidedAt: line.decidedAt,
  }));
}

export async function findLine(
  db: Kysely<Database>,
  lineId: string,
): Promise<StatementLineWithFile> {
  const line = await findLineWithFile(db, lineId);
  if (!line) throw new HttpError(404, 'This bank line was not found.');
  return line;
}

/** The line as the desk shows it now, read again inside the caller's transaction. */
export async function storedLineNow(db: Kysely<Database>, lineId: string): Promise<StoredLine> {
  const [stored] = await toStoredLines(db, [await findLine(db, lineId)]);
  if (!stored) throw new Error('bank line vanished');
  return stored;
}

/** A bank line in the audit trail: where it is, and what the bank says happened. */
export function lineSubject(line: StatementLineWithFile): string {
  const rupees = (line.amountPaise / 100).toFixed(2);
  return `Line ${line.lineNumber} of ${line.fileName}: ${line.direction} of ₹${rupees} on ${line.txnDate}, UPI ${line.upiReference}`;
}

export const LINE_DECIDED = 'This bank line was already decided. Please refresh the list.';
