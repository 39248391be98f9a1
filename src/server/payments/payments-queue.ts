import type { PaymentsQueue } from '../../shared/payments/payment-matching';
import type { AppDb } from '../db/app-db';
import { listWaitingWithoutCredit } from '../repositories/bookings.repository';
import { listUnmatchedLines } from '../repositories/statement-lines.repository';
import { bookingRefOf } from './booking-ref';
import { toStoredLines } from './stored-lines';

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
