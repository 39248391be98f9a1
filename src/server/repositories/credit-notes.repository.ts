import type { Kysely } from 'kysely';
import { inChunks } from '#server/db/in-chunks.ts';
import type { CreditNotesTable, Database } from '#server/db/schema.ts';
import type { InvoiceRow } from './invoices.repository.ts';

export type CreditNoteRow = CreditNotesTable;

/** A credit note with the invoice it cancels. */
export interface CreditNoteWithInvoice {
  creditNote: CreditNoteRow;
  invoice: InvoiceRow;
}

/** The booking's latest credit note and its invoice, if it has one. */
export async function findCreditNoteByBookingId(
  db: Kysely<Database>,
  bookingId: string,
): Promise<CreditNoteWithInvoice | undefined> {
  const creditNote = await db
    .selectFrom('creditNotes')
    .selectAll()
    .where('bookingId', '=', bookingId)
    .orderBy('issuedAt', 'desc')
    .orderBy('sequence', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!creditNote) return undefined;
  const invoice = await db
    .selectFrom('invoices')
    .selectAll()
    .where('number', '=', creditNote.invoiceNumber)
    .executeTakeFirstOrThrow();
  return { creditNote, invoice };
}

/** The invoice and credit note numbers of each given booking, oldest first (the CSV export). */
export async function listTaxDocumentNumbers(
  db: Kysely<Database>,
  bookingIds: readonly string[],
): Promise<Map<string, { invoices: string[]; creditNotes: string[] }>> {
  const found = new Map<string, { invoices: string[]; creditNotes: string[] }>();
  const entry = (id: string) => {
    const existing = found.get(id) ?? { invoices: [], creditNotes: [] };
    found.set(id, existing);
    return existing;
  };
  for await (const some of inChunks(bookingIds)) {
    const invoices = await db
      .selectFrom('invoices')
      .select(['bookingId', 'number'])
      .where('bookingId', 'in', some)
      .orderBy('issuedAt')
      .orderBy('sequence')
      .execute();
    for (const row of invoices) entry(row.bookingId).invoices.push(row.number);
    const notes = await db
      .selectFrom('creditNotes')
      .select(['bookingId', 'number'])
      .where('bookingId', 'in', some)
      .orderBy('issuedAt')
      .orderBy('sequence')
      .execute();
    for (const row of notes) entry(row.bookingId).creditNotes.push(row.number);
  }
  return found;
}

/** The year's last credit note number, its row locked to the transaction's end (see lockInvoiceSeries). */
export async function lockCreditNoteSeries(
  db: Kysely<Database>,
  financialYear: string,
): Promise<number> {
  const row = await db
    .insertInto('creditNoteSeries')
    .values({ financialYear, lastNumber: 0 })
    .onConflict((conflict) =>
      conflict
        .column('financialYear')
        .doUpdateSet((eb) => ({ lastNumber: eb.ref('creditNoteSeries.lastNumber') })),
    )
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return Number(row.lastNumber);
}

/** Stores credit notes numbered on from the series, and moves it on; under lockCreditNoteSeries. */
export async function insertCreditNotes(
  db: Kysely<Database>,
  creditNotes: readonly CreditNoteRow[],
): Promise<void> {
  const last = creditNotes.at(-1);
  if (!last) return;
  for await (const some of inChunks(creditNotes))
    await db.insertInto('creditNotes').values(some).execute();
  await db
    .updateTable('creditNoteSeries')
    .set({ lastNumber: last.sequence })
    .where('financialYear', '=', last.financialYear)
    .execute();
}
