/** Helpers for the Payments desk's API tests: statements in HDFC's layout, uploads, bookings. */

import { createBooking } from '#server/bookings/create-booking.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { CreateBookingWithGstinSchema as CreateBookingSchema } from '#shared/booking/customer-gstin.ts';
import { bookingInput, nextAppointment, nextOrderNumber } from './booking-fixtures.ts';
import { FIXTURES } from './statement-fixtures.ts';
import type { TestApp } from './test-app.ts';

const hdfc = FIXTURES.find((fixture) => fixture.bank === 'hdfc');
if (!hdfc) throw new Error('no HDFC fixture');
/** The HDFC preamble and header. */
const PREAMBLE = hdfc.rows.slice(0, hdfc.headerLine);
/** The first transaction line's number below that header. */
export const FIRST_LINE = hdfc.headerLine + 1;

export interface HdfcLine {
  /** dd/mm/yy */
  date: string;
  /** The narration as HDFC writes it; the reference column holds `reference`, zero-padded. */
  narration: string;
  reference: string;
  credit?: string;
  debit?: string;
}

/** A UPI credit's narration as HDFC writes it, the payer's note last. */
export const hdfcUpiNarration = (utr: string, note = 'HSRP BOOKING') =>
  `UPI-RAHUL SHARMA-rahul@okhdfcbank-HDFC0001234-${utr}-${note}`;

export function hdfcStatement(lines: HdfcLine[]): string[][] {
  return [
    ...PREAMBLE,
    ...lines.map(({ date, narration, reference, credit = '', debit = '' }) => [
      date,
      narration,
      reference ? `0000${reference}` : '',
      date,
      debit,
      credit,
      '1,00,000.00',
    ]),
  ];
}

/** ₹ with two decimals, as banks write amounts. */
export const rupees = (total: number) => `${total.toLocaleString('en-IN')}.00`;

/** A booking made at `at` (India 15:30 on 23 Nov by default) with this UPI reference. */
export async function bookWithReference(
  t: TestApp,
  txnId: string,
  at = new Date('2026-11-23T10:00:00.000Z'),
) {
  const input = CreateBookingSchema.parse(
    bookingInput({ orderId: nextOrderNumber(at), txnId, ...nextAppointment('home', at) }),
  );
  await createBooking(t.db, input, undefined, t.mail, at);
  return t.db.kysely
    .selectFrom('bookings')
    .selectAll()
    .where('orderId', '=', input.orderId)
    .executeTakeFirstOrThrow();
}

/** Uploads a statement to the preview or apply route as the desk's form does. */
export function uploadStatement(
  t: TestApp,
  headers: Record<string, string>,
  path: string,
  file: Buffer,
  { layout = '{"preset":"hdfc"}', fileName = 'hdfc-nov.csv' } = {},
) {
  const form = new FormData();
  if (layout) form.append('layout', layout);
  form.append('file', new Blob([file]), fileName);
  return t.app.inject({ method: 'POST', url: path, headers, payload: form });
}

export const PREVIEW = API_PATHS.admin.paymentsPreview;
export const APPLY = API_PATHS.admin.paymentsApply;

/** How many rows each of these tables holds. */
export async function tableCounts(t: TestApp) {
  const count = async (
    table: 'statementImports' | 'statementLines' | 'bookingStatusChanges' | 'auditEvents',
  ) =>
    Number(
      (
        await t.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    imports: await count('statementImports'),
    lines: await count('statementLines'),
    history: await count('bookingStatusChanges'),
    audit: await count('auditEvents'),
  };
}
