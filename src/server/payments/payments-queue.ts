import type { AppDb } from '#server/db/app-db.ts';
import { listWaitingWithoutCredit } from '#server/repositories/bookings.repository.ts';
import { listUnmatchedLines } from '#server/repositories/statement-lines.repository.ts';
import type { PaymentsQueue } from '#shared/payments/payment-matching.ts';
import { bookingRefOf } from './booking-ref.ts';
import { toStoredLines } from './stored-lines.ts';

const LIST_LIMIT = 500;

/** What staff still have to look at: undecided lines and bookings no credit came for. */
export async function paymentsQueue(
  { kysely }: AppDb,
  waitingDays: number,
  now = new Date(),
): Promise<PaymentsQueue> {
  const lines = await listUnmatchedLines(kysely, LIST_LIMIT);
  const before = new Date(now.getTime() - waitingDays * 24 * 60 * 60 * 1000).toISOString();
  const waiting = await listWaitingWithoutCredit(kysely, before, LIST_LIMIT);
  return {
    unmatched: await toStoredLines(kysely, lines),
    waiting: waiting.flatMap((booking) => bookingRefOf(booking) ?? []),
    waitingDays,
  };
}
