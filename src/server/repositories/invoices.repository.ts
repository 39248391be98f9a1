import type { Kysely } from 'kysely';
import { inChunks } from '#server/db/in-chunks.ts';
import type { Database, InvoicesTable } from '#server/db/schema.ts';

export type InvoiceRow = InvoicesTable;

/** The booking's latest invoice: its only one, or the one issued when it was reopened. */
export async function findInvoiceByBookingId(
  db: Kysely<Database>,
  bookingId: string,
): Promise<InvoiceRow | undefined> {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('bookingId', '=', bookingId)
    .orderBy('issuedAt', 'desc')
    .orderBy('sequence', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The number of each given booking's latest invoice, for those that have one. */
export async function listInvoiceNumbers(
  db: Kysely<Database>,
  bookingIds: readonly string[],
): Promise<Map<string, string>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('invoices')
    .select(['bookingId', 'number'])
    .where('bookingId', 'in', bookingIds)
    .orderBy('issuedAt')
    .orderBy('sequence')
    .execute();
  return new Map(rows.map((row) => [row.bookingId, row.number]));
}

/** Each given booking's invoice that no credit note cancels yet (a booking has one at most). */
export async function listOpenInvoices(
  db: Kysely<Database>,
  bookingIds: readonly string[],
): Promise<Map<string, InvoiceRow>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('invoices')
    .leftJoin('creditNotes', 'creditNotes.invoiceNumber', 'invoices.number')
    .selectAll('invoices')
    .where('invoices.bookingId', 'in', bookingIds)
    .where('creditNotes.number', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.bookingId, row]));
}

/**
 * The last number of the year's series, its row locked until the transaction ends: creating the
 * row, or writing its own value back, takes the row lock on PostgreSQL (SQLite writes one
 * transaction at a time anyway). Every issuer waits here, so numbers follow one another.
 */
export async function lockInvoiceSeries(
  db: Kysely<Database>,
  financialYear: string,
): Promise<number> {
  const row = await db
    .insertInto('invoiceSeries')
    .values({ financialYear, lastNumber: 0 })
    .onConflict((conflict) =>
      conflict
        .column('financialYear')
        .doUpdateSet((eb) => ({ lastNumber: eb.ref('invoiceSeries.lastNumber') })),
    )
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return Number(row.lastNumber);
}

/**
 * Stores invoices numbered on from the series' last number, and moves the series on to the
 * highest; call under lockInvoiceSeries, all of one financial year.
 */
export async function insertInvoices(
  db: Kysely<Database>,
  invoices: readonly InvoiceRow[],
): Promise<void> {
  const last = invoices.at(-1);
  if (!last) return;
  for await (const some of inChunks(invoices))
    await db.insertInto('invoices').values(some).execute();
  await db
    .updateTable('invoiceSeries')
    .set({ lastNumber: last.sequence })
    .where('financialYear', '=', last.financialYear)
    .execute();
}
