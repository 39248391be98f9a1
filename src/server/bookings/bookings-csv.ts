import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { BookingRow } from '#server/repositories/bookings.repository.ts';
import { listCentres } from '#server/repositories/fitting-centres.repository.ts';
import { BOOKING_STATUS_LABELS } from '#shared/booking/booking-status.ts';
import { SERVICES, VEHICLE_TYPE_LABELS } from '#shared/catalog/services.ts';
import { CURRENCY, type Price, taxableValueOf } from '#shared/pricing/price.ts';
import { indiaDateTime } from '#shared/site/india-time.ts';

const priceOf = (row: BookingRow): Price => ({
  base: row.priceBase,
  gst: row.priceGst,
  gstPct: row.priceGstPct,
  serviceCharge: row.priceServiceCharge,
  homeCharge: row.priceHomeCharge,
  total: row.priceTotal,
  currency: CURRENCY,
});

/** A booking's tax documents, oldest first: its invoices and the credit notes cancelling them. */
export interface TaxDocumentNumbers {
  invoices: string[];
  creditNotes: string[];
}

const NO_DOCUMENTS: TaxDocumentNumbers = { invoices: [], creditNotes: [] };

/** What a row's cells read besides the row: its tax documents and its centre's name. */
interface RowContext extends TaxDocumentNumbers {
  centreName: string;
}

type Cell = (row: BookingRow, context: RowContext) => string | number;

const COLUMNS: [string, Cell][] = [
  ['Order ID', (r) => r.orderId],
  // India time, as the admin screens show it (the header says so: a spreadsheet cannot tell).
  ['Created (IST)', (r) => indiaDateTime(new Date(r.createdAt))],
  ['Status', (r) => BOOKING_STATUS_LABELS[r.status]],
  ['Service', (r) => SERVICES[r.service].title],
  ['Vehicle', (r) => VEHICLE_TYPE_LABELS[r.vehicleType]],
  ['Name', (r) => r.fullName],
  ['Phone', (r) => r.phone],
  ['Email', (r) => r.email],
  ['Address', (r) => r.address],
  ['City', (r) => r.city],
  ['State', (r) => r.state],
  ['Pin code', (r) => r.pincode],
  ['Registration number', (r) => r.regNumber],
  ['Chassis (last 5)', (r) => r.chassisLast5],
  ['Engine (last 5)', (r) => r.engineLast5],
  ['Installation', (r) => r.installation],
  // Where it is fitted, or whose team goes to the customer (decision 0051).
  ['Fitting centre', (_, c) => c.centreName],
  ['Base (INR)', (r) => r.priceBase],
  ['GST %', (r) => r.priceGstPct],
  ['GST (INR)', (r) => r.priceGst],
  ['Service charge (INR)', (r) => r.priceServiceCharge],
  // The home visit's line (issue 38), inside the taxable value like the service charge; empty
  // on a booking without one.
  ['Home fitting charge (INR)', (r) => (r.priceHomeCharge > 0 ? r.priceHomeCharge : '')],
  ['Total (INR)', (r) => r.priceTotal],
  // For the accountant: what GST was levied on, and each tax document with its amount.
  ['Taxable value (INR)', (r) => taxableValueOf(priceOf(r), r.priceTaxBasis)],
  ['Customer GSTIN', (r) => r.customerGstin],
  ['Invoice numbers', (_, d) => d.invoices.join('; ')],
  ['Invoiced (INR)', (r, d) => d.invoices.length * r.priceTotal],
  ['Credit note numbers', (_, d) => d.creditNotes.join('; ')],
  ['Credited (INR)', (r, d) => d.creditNotes.length * r.priceTotal],
  ['Transaction No.', (r) => r.txnId],
  ['Duplicate transaction', (r) => (r.duplicateTxn === 1 ? 'yes' : 'no')],
  ['Payment proof', (r) => (r.proofImageId ? 'yes' : 'no')],
];

/**
 * The bookings as CSV for spreadsheets. Cells that start like a formula (=, +, -, @) are
 * neutralised, so a customer's "name" cannot run in the admin's spreadsheet.
 */
export function bookingsCsv(
  rows: BookingRow[],
  documents: ReadonlyMap<string, TaxDocumentNumbers> = new Map(),
  centreNames: ReadonlyMap<string, string> = new Map(),
): string {
  const line = (row: BookingRow) => {
    const own = documents.get(row.id) ?? NO_DOCUMENTS;
    const centreName = (row.centreId && centreNames.get(row.centreId)) || '';
    return COLUMNS.map(([, cell]) => cell(row, { ...own, centreName }));
  };
  return stringify([COLUMNS.map(([header]) => header), ...rows.map(line)], {
    escape_formulas: true,
    record_delimiter: '\r\n',
    bom: true,
  });
}

/** Each centre's name by its id, closed ones too: the export's "Fitting centre" column. */
export async function centreNames(db: Kysely<Database>): Promise<Map<string, string>> {
  return new Map((await listCentres(db)).map((centre) => [centre.id, centre.name]));
}
