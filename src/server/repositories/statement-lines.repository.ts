import type { Kysely } from 'kysely';
import { inChunks } from '#server/db/in-chunks.ts';
import type { Database, StatementLinesTable } from '#server/db/schema.ts';

export type StatementLineRow = StatementLinesTable;
/** A line with the name of the file that first brought it. */
export type StatementLineWithFile = StatementLineRow & { fileName: string };

/** Stored lines of the given UPI references (the natural key's first column). */
export async function listLinesByReferences(
  db: Kysely<Database>,
  references: readonly string[],
): Promise<StatementLineRow[]> {
  const found: StatementLineRow[] = [];
  for await (const some of inChunks(references)) {
    found.push(
      ...(await db
        .selectFrom('statementLines')
        .selectAll()
        .where('upiReference', 'in', some)
        .execute()),
    );
  }
  return found;
}

export async function insertStatementLines(
  db: Kysely<Database>,
  rows: readonly StatementLineRow[],
): Promise<void> {
  for await (const some of inChunks(rows)) {
    await db.insertInto('statementLines').values(some).execute();
  }
}

/** Unmatched lines a later debit of the same reference reversed; decided lines stay as they are. */
export async function markLinesReversed(
  db: Kysely<Database>,
  lineIds: readonly string[],
  decidedBy: string,
  decidedAt: string,
): Promise<void> {
  for await (const some of inChunks(lineIds)) {
    await db
      .updateTable('statementLines')
      .set({ state: 'reversed', reason: null, decidedBy, decidedAt })
      .where('id', 'in', some)
      .where('state', '=', 'unmatched')
      .execute();
  }
}

function withFileName(db: Kysely<Database>) {
  return db
    .selectFrom('statementLines')
    .innerJoin('statementImports', 'statementImports.id', 'statementLines.importId')
    .selectAll('statementLines')
    .select('statementImports.fileName');
}

/** Lines staff still have to decide on, oldest first. */
export async function listUnmatchedLines(
  db: Kysely<Database>,
  limit: number,
): Promise<StatementLineWithFile[]> {
  return withFileName(db)
    .where('statementLines.state', '=', 'unmatched')
    .orderBy('statementLines.txnDate')
    .orderBy('statementImports.importedAt')
    .orderBy('statementLines.lineNumber')
    .limit(limit)
    .execute();
}

export async function findLineWithFile(
  db: Kysely<Database>,
  lineId: string,
): Promise<StatementLineWithFile | undefined> {
  return withFileName(db).where('statementLines.id', '=', lineId).executeTakeFirst();
}

/** The line that paid each of the given bookings (at most one each: a partial unique index). */
export async function listMatchedLines(
  db: Kysely<Database>,
  bookingIds: readonly string[],
): Promise<Map<string, StatementLineWithFile>> {
  const byBooking = new Map<string, StatementLineWithFile>();
  for await (const some of inChunks(bookingIds)) {
    const rows = await withFileName(db)
      .where('statementLines.bookingId', 'in', some)
      .where('statementLines.state', '=', 'matched')
      .execute();
    for (const row of rows) if (row.bookingId) byBooking.set(row.bookingId, row);
  }
  return byBooking;
}

/**
 * Decides an unmatched line: matched to a booking, or dismissed with a note. False when the line
 * was no longer unmatched: the check is part of the write, so two staff deciding at once both
 * cannot win.
 */
export async function decideUnmatchedLine(
  db: Kysely<Database>,
  lineId: string,
  decision:
    | { state: 'matched'; bookingId: string; decidedBy: string; decidedAt: string }
    | { state: 'dismissed'; note: string; decidedBy: string; decidedAt: string },
): Promise<boolean> {
  const set = decision.state === 'matched' ? { ...decision, reason: null } : { ...decision };
  const updated = await db
    .updateTable('statementLines')
    .set(set)
    .where('id', '=', lineId)
    .where('state', '=', 'unmatched')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Credits no booking claimed: how many, and their sum. */
export async function sumUnmatchedCredits(
  db: Kysely<Database>,
): Promise<{ count: number; amountPaise: number }> {
  const row = await db
    .selectFrom('statementLines')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string | null>('amountPaise').as('amountPaise'),
    ])
    .where('state', '=', 'unmatched')
    .where('direction', '=', 'credit')
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), amountPaise: Number(row.amountPaise ?? 0) };
}
