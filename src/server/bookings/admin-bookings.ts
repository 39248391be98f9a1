import type { Kysely, Selectable } from 'kysely';
import {
  type AdminBooking,
  BOOKINGS_PAGE_SIZE,
  type BookingFilters,
  type BookingListPage,
  type StatusChangeEntry,
} from '../../shared/admin/admin-bookings';
import { API_PATHS } from '../../shared/api-paths';
import type { BookingStatus } from '../../shared/booking/booking-status';
import type { AppDb } from '../db/app-db';
import type { BookingStatusChangesTable, Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { issueInvoiceOnVerifiedPayment } from '../invoices/issue-invoice';
import { queueStatusChangedMail } from '../mail/booking-mail-queue';
import type { MailContext } from '../mail/mail-context';
import {
  insertStatusChange,
  listStatusChanges,
} from '../repositories/booking-status-changes.repository';
import {
  type BookingCursor,
  type BookingRow,
  findBookingById,
  listBookings,
  updateBookingStatus,
} from '../repositories/bookings.repository';
import { listInvoiceNumbers } from '../repositories/invoices.repository';
import { toBooking } from './booking-mapper';

const ALREADY_IN_STATUS = 'The booking already has this status.';

function toHistoryEntry(change: Selectable<BookingStatusChangesTable>): StatusChangeEntry {
  return {
    from: change.fromStatus,
    to: change.toStatus,
    by: change.changedBy,
    at: change.changedAt,
    ...(change.note ? { note: change.note } : {}),
  };
}

/** Rows in the admins' shape, each with its status history and invoice number (a query each). */
export async function toAdminBookings(
  db: Kysely<Database>,
  rows: BookingRow[],
): Promise<AdminBooking[]> {
  const history = await listStatusChanges(
    db,
    rows.map((row) => row.id),
  );
  const invoiceNumbers = await listInvoiceNumbers(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...toBooking(row),
    id: row.id,
    proofUrl: row.proofImageId ? API_PATHS.admin.bookingProof(row.id) : null,
    history: (history.get(row.id) ?? []).map(toHistoryEntry),
    invoiceNumber: invoiceNumbers.get(row.id) ?? null,
  }));
}

export function encodeCursor({ createdAt, id }: BookingCursor): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');
}

export function decodeCursor(cursor: string): BookingCursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof createdAt === 'string' && typeof id === 'string') return { createdAt, id };
  } catch {
    // fall through to the 400 below
  }
  throw new HttpError(400, 'This list position is no longer valid. Please refresh the list.');
}

/** One page of the newest-first list; one row more is read to know whether a next page exists. */
export async function listBookingsPage(
  { kysely, dialect }: AppDb,
  filters: BookingFilters,
  cursor: string | undefined,
): Promise<BookingListPage> {
  const rows = await listBookings(kysely, dialect, filters, {
    cursor: cursor ? decodeCursor(cursor) : undefined,
    limit: BOOKINGS_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, BOOKINGS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    bookings: await toAdminBookings(kysely, page),
    nextCursor: rows.length > BOOKINGS_PAGE_SIZE && last ? encodeCursor(last) : null,
  };
}

/** Spec section 4: any status may follow any other; the change and its author are recorded. */
export async function changeBookingStatus(
  db: Kysely<Database>,
  bookingId: string,
  status: BookingStatus,
  changedBy: string,
  mail: MailContext,
  now = new Date(),
): Promise<AdminBooking> {
  return db
    .transaction()
    .execute((trx) => changeStatusInTransaction(trx, { bookingId, status, changedBy }, mail, now));
}

export interface StatusChange {
  bookingId: string;
  status: BookingStatus;
  changedBy: string;
  /** Where the change came from, kept with the history entry (a bank statement's line). */
  note?: string;
}

/**
 * The change inside the caller's transaction (a statement's apply confirms many bookings in
 * one): status, invoice, history and mail commit or roll back with it.
 */
export async function changeStatusInTransaction(
  trx: Kysely<Database>,
  { bookingId, status, changedBy, note }: StatusChange,
  mail: MailContext,
  now: Date,
): Promise<AdminBooking> {
  const booking = await findBookingById(trx, bookingId);
  if (!booking) throw new HttpError(404, 'Booking not found.');
  // Also refused when a simultaneous request made the change first: the transaction (history,
  // invoice, mail) is then rolled back.
  if (booking.status === status || !(await updateBookingStatus(trx, bookingId, status, now))) {
    throw new HttpError(409, ALREADY_IN_STATUS);
  }
  await issueInvoiceOnVerifiedPayment(trx, bookingId, { from: booking.status, to: status }, now);
  await insertStatusChange(trx, {
    bookingId,
    fromStatus: booking.status,
    toStatus: status,
    changedBy,
    changedAt: now.toISOString(),
    note: note ?? null,
  });
  const [updated] = await toAdminBookings(trx, [{ ...booking, status }]);
  if (!updated) throw new Error('updated booking vanished');
  await queueStatusChangedMail(trx, bookingId, updated, booking.trackingToken, mail, now);
  return updated;
}
