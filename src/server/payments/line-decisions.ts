/** Staff's decisions on the bank lines a statement left over: matched by hand, or dismissed. */

import { type AuditActor, recordAudit } from '#server/audit/record-audit.ts';
import { changeStatusInTransaction } from '#server/bookings/admin-bookings.ts';
import type { AppDb } from '#server/db/app-db.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import { findBookingById } from '#server/repositories/bookings.repository.ts';
import {
  decideUnmatchedLine,
  listMatchedLines,
} from '#server/repositories/statement-lines.repository.ts';
import type { StoredLine } from '#shared/payments/payment-matching.ts';
import { findLine, LINE_DECIDED, lineSubject, storedLineNow } from './stored-lines.ts';

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
      if (booking.status === 'CANCELLED') {
        throw new HttpError(
          409,
          booking.lapsedAt
            ? 'This booking lapsed: reopen it into a new slot from its bank line.'
            : 'This booking is cancelled.',
        );
      }
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
      return storedLineNow(trx, lineId);
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
    return storedLineNow(trx, lineId);
  });
}
