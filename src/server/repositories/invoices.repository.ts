import type { Kysely } from 'kysely';
import type { Database, InvoicesTable } from '../db/schema';

export type InvoiceRow = InvoicesTable;

export async function findInvoiceByBookingId(
  db: Kysely<Database>,
  bookingId: string,
): Promise<InvoiceRow | undefined> {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('bookingId', '=', bookingId)
    .executeTakeFirst();
}

/** The invoice number of each of the given bookings that has one. */
export async function listInvoiceNumbers(
  db: Kysely<Database>,
  bookingIds: readonly string[],
): Promise<Map<string, string>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('invoices')
    .select(['bookingId', 'number'])
    .where('bookingId', 'in', bookingIds)
    .execute();
  return new Map(rows.map((row) => [row.bookingId, row.number]));
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

/** Stores the invoice and moves its series on to its number; call under lockInvoiceSeries. */
export async function insertInvoice(db: Kysely<Database>, invoice: InvoiceRow): Promise<void> {
  await db.insertInto('invoices').values(invoice).execute();
  await db
    .updateTable('invoiceSeries')
    .set({ lastNumber: invoice.sequence })
    .where('financialYear', '=', invoice.financialYear)
    .execute();
}
