import type { Kysely, Selectable } from 'kysely';
import { releaseAppointment, retakeAppointment } from '#server/appointments/appointment-places.ts';
import { type AuditActor, recordAudits } from '#server/audit/record-audit.ts';
import type { AppDb } from '#server/db/app-db.ts';
import type { BookingStatusChangesTable, Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import { decodeCursor, encodeCursor } from '#server/http/list-cursor.ts';
import { issueTaxDocuments } from '#server/invoices/credit-notes.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import { notify } from '#server/notifications/notify.ts';
import { openRefundsOnCancellation } from '#server/refunds/open-refunds.ts';
import { toBooking } from '#server/repositories/booking-mapper.ts';
import {
  insertStatusChanges,
  listStatusChanges,
} from '#server/repositories/booking-status-changes.repository.ts';
import {
  type BookingRow,
  listBookings,
  listBookingsByIds,
  updateBookingsStatus,
} from '#server/repositories/bookings.repository.ts';
import { listInvoiceNumbers } from '#server/repositories/invoices.repository.ts';
import { latestStatementImportAt } from '#server/repositories/statement-imports.repository.ts';
import {
  listMatchedLines,
  type StatementLineWithFile,
} from '#server/repositories/statement-lines.repository.ts';
import { fittedBookings } from '#server/tracking/booking-centre.ts';
import {
  type AdminBooking,
  type BankLineEvidence,
  BOOKINGS_PAGE_SIZE,
  type BookingFilters,
  type BookingListPage,
  type StatusChangeEntry,
} from '#shared/admin/admin-bookings.ts';
import {
  asksAboutFlags,
  type BookingFlag,
  flagsToAcknowledge,
  unacknowledgedFlagsMessage,
} from '#shared/admin/booking-flags.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { BookingStatus } from '#shared/booking/booking-status.ts';

const ALREADY_IN_STATUS = 'The booking already has this status.';
/** Another change won the race: the lapse round (an unpaid hold ended) or another staff member. */
const CHANGED_MEANWHILE =
  'The booking changed just now (its payment hold may have lapsed). Please refresh and look again.';

function toHistoryEntry(change: Selectable<BookingStatusChangesTable>): StatusChangeEntry {
  return {
    from: change.fromStatus,
    to: change.toStatus,
    by: change.changedBy,
    at: change.changedAt,
    ...(change.note ? { note: change.note } : {}),
  };
}

function toBankLineEvidence(line: StatementLineWithFile): BankLineEvidence {
  return {
    date: line.txnDate,
    amountPaise: line.amountPaise,
    description: line.description,
    upiReference: line.upiReference,
    fileName: line.fileName,
    lineNumber: line.lineNumber,
    decidedBy: line.decidedBy,
    decidedAt: line.decidedAt,
  };
}

/**
 * Why staff should look twice before confirming: no bank credit although a statement imported
 * after the booking was checked for it (before any such import the absence
 * says nothing), or a transaction number another booking carries.
 */
function bookingFlags(
  row: BookingRow,
  bankLine: StatementLineWithFile | undefined,
  latestImportAt: string | undefined,
): BookingFlag[] {
  const flags: BookingFlag[] = [];
  if (!bankLine && latestImportAt && latestImportAt > row.createdAt) flags.push('no-bank-credit');
  if (row.duplicateTxn === 1) flags.push('duplicate-transaction');
  return flags;
}

/**
 * Rows in the admins' shape, each with its status history, invoice number, the bank line that
 * paid it and its flags (a query each).
 */
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
  const bankLines = await listMatchedLines(
    db,
    rows.map((row) => row.id),
  );
  const latestImportAt = rows.length > 0 ? await latestStatementImportAt(db) : undefined;
  return rows.map((row) => {
    const bankLine = bankLines.get(row.id);
    return {
      ...toBooking(row),
      id: row.id,
      centreId: row.centreId ?? '',
      proofUrl: row.proofImageId ? API_PATHS.admin.bookingProof(row.id) : null,
      history: (history.get(row.id) ?? []).map(toHistoryEntry),
      invoiceNumber: invoiceNumbers.get(row.id) ?? null,
      bankLine: bankLine ? toBankLineEvidence(bankLine) : null,
      flags: bookingFlags(row, bankLine, latestImportAt),
    };
  });
}

/** One page of the newest-first list; one row more is read to know whether a next page exists. */
export async function listBookingsPage(
  { kysely, dialect }: AppDb,
  filters: BookingFilters & { centreIds?: readonly string[] },
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

/**
 * Any status may follow any other; the change and its author are recorded
 * (docs/product.md#booking-statuses). Confirming or fulfilling a flagged booking needs
 * `acknowledgeFlags`: staff saw the flag (409 otherwise, so no client skips the question).
 */
export async function changeBookingStatus(
  db: Kysely<Database>,
  bookingId: string,
  { status, acknowledgeFlags = false }: { status: BookingStatus; acknowledgeFlags?: boolean },
  actor: AuditActor,
  mail: MailContext,
  now = new Date(),
): Promise<AdminBooking> {
  return db.transaction().execute(async (trx) => {
    // Only confirming and fulfilling ask: other moves need not read the booking's flags.
    if (!acknowledgeFlags && asksAboutFlags(status)) {
      const [row] = await listBookingsByIds(trx, [bookingId]);
      const [booking] = row ? await toAdminBookings(trx, [row]) : [];
      const unacknowledged = booking ? flagsToAcknowledge(booking.flags, status) : [];
      if (booking && booking.status !== status && unacknowledged.length > 0) {
        throw new HttpError(409, unacknowledgedFlagsMessage(unacknowledged));
      }
    }
    return changeStatusInTransaction(trx, actor, { bookingId, status }, mail, now);
  });
}

export interface StatusChange {
  bookingId: string;
  status: BookingStatus;
  /** Where the change came from, kept with the history entry (a bank statement's line). */
  note?: string;
}

/**
 * The change inside the caller's transaction (staff matching a bank line by hand): status,
 * invoice, history and mail commit or roll back with it.
 */
export async function changeStatusInTransaction(
  trx: Kysely<Database>,
  actor: AuditActor,
  change: StatusChange,
  mail: MailContext,
  now: Date,
): Promise<AdminBooking> {
  const [row] = await changeStatusesInTransaction(trx, actor, [change], mail, now);
  const [updated] = row ? await toAdminBookings(trx, [row]) : [];
  if (!updated) throw new Error('updated booking vanished');
  return updated;
}

/**
 * Many changes, one booking each, inside the caller's transaction (a bank statement confirms
 * thousands at once): status, invoices, history, audit entries and mails in a few statements in
 * all rather than a dozen per booking. `actor` is named in the history and the audit trail. Any
 * booking that is missing or already has its new status refuses them all, also when a
 * simultaneous request made the change first: the caller's transaction then rolls back.
 */
export async function changeStatusesInTransaction(
  trx: Kysely<Database>,
  actor: AuditActor,
  changes: readonly StatusChange[],
  mail: MailContext,
  now: Date,
): Promise<BookingRow[]> {
  const rows = await listBookingsByIds(
    trx,
    changes.map((change) => change.bookingId),
  );
  const found = new Map(rows.map((row) => [row.id, row]));
  const changed = changes.map((change) => {
    const booking = found.get(change.bookingId);
    if (!booking) throw new HttpError(404, 'Booking not found.');
    if (booking.status === change.status) throw new HttpError(409, ALREADY_IN_STATUS);
    return { change, booking };
  });
  // A cancelled booking's fitting slot is free for others; reopening one takes it again.
  for (const { change, booking } of changed) {
    if (change.status === 'CANCELLED') await releaseAppointment(trx, booking);
    else if (booking.status === 'CANCELLED') await retakeAppointment(trx, booking);
  }
  // By status read and status wanted: one changed meanwhile (by the lapse round) refuses all.
  const steps = new Map<string, { from: BookingStatus; to: BookingStatus; ids: string[] }>();
  for (const { change, booking } of changed) {
    const key = `${booking.status}>${change.status}`;
    const step = steps.get(key) ?? { from: booking.status, to: change.status, ids: [] };
    step.ids.push(booking.id);
    steps.set(key, step);
  }
  for (const { from, to, ids } of steps.values()) {
    if ((await updateBookingsStatus(trx, ids, to, now, from)) !== ids.length) {
      throw new HttpError(409, CHANGED_MEANWHILE);
    }
  }
  await issueTaxDocuments(
    trx,
    changed.map(({ change, booking }) => ({
      bookingId: booking.id,
      from: booking.status,
      to: change.status,
    })),
    now,
  );
  // A paid booking cancelled owes a refund; a customer's waiting request is settled.
  await openRefundsOnCancellation(
    trx,
    actor,
    changed.map(({ change, booking }) => ({ booking, to: change.status })),
    now,
  );
  await insertStatusChanges(
    trx,
    changed.map(({ change, booking }) => ({
      bookingId: booking.id,
      fromStatus: booking.status,
      toStatus: change.status,
      changedBy: actor.email,
      changedAt: now.toISOString(),
      note: change.note ?? null,
    })),
  );
  await recordAudits(
    trx,
    actor,
    changed.map(({ change, booking }) => ({
      kind: 'booking-status-changed',
      subject: booking.orderId,
      before: { status: booking.status },
      after: { status: change.status, ...(change.note ? { note: change.note } : {}) },
    })),
    now,
  );
  const updated = changed.map(({ change, booking }) => ({
    ...booking,
    status: change.status,
    updatedAt: now.toISOString(),
  }));
  await notify(
    trx,
    {
      type: 'booking-status-changed',
      changed: (await fittedBookings(trx, updated)).map((booking, i) => ({
        bookingId: updated[i]?.id ?? '',
        booking,
      })),
    },
    mail,
    now,
  );
  return updated;
}
