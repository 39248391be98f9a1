/**
 * What a statement would do, read only: its lines matched against the bookings and the lines
 * stored before, and every line of the file accounted for in the preview's counts.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { inChunks } from '#server/db/in-chunks.ts';
import type { Database } from '#server/db/schema.ts';
import { matchRefundDebits } from '#server/refunds/refund-debits.ts';
import {
  listBookingsByTxnIds,
  type PaymentMatchBooking,
} from '#server/repositories/bookings.repository.ts';
import { listRefundsAwaitingBank } from '#server/repositories/refunds.repository.ts';
import { listLinesByReferences } from '#server/repositories/statement-lines.repository.ts';
import type { StatementPreview } from '#shared/payments/payment-matching.ts';
import { bookingRefOf } from './booking-ref.ts';
import { lineKey, type MatchWindow, matchCredits, type PlannedLine } from './match-credits.ts';
import { settle } from './match-reversals.ts';
import { countStatement, listSetAside } from './statement-counts.ts';
import type { ReadStatementResult } from './statement-line.ts';

export interface PlanRequest {
  fileName: string;
  window: MatchWindow;
}

/** A line that shows in the preview (a UPI payment out shows among the set-aside lines). */
export type ShownLine = PlannedLine & {
  outcome: Exclude<PlannedLine['outcome'], 'not-a-reversal'>;
};

export interface StatementPlan {
  preview: StatementPreview;
  /** The lines with a UPI number, matched. */
  planned: PlannedLine[];
  shown: ShownLine[];
  /** Stored, undecided credits a debit in this file reverses. */
  reverseStored: string[];
}

export async function planStatement(
  db: Kysely<Database>,
  request: PlanRequest,
  read: ReadStatementResult,
): Promise<StatementPlan> {
  const upiLines = read.lines.filter((line) => line.upiCandidates.length > 0);
  const references = [...new Set(upiLines.flatMap((line) => line.upiCandidates))];
  const bookings = await listBookingsByTxnIds(db, references);
  const stored = await listLinesByReferences(db, references);
  const plan = await matchCredits({
    lines: upiLines,
    bookings,
    stored: stored.map((line) => ({
      id: line.id,
      key: lineKey({ ...line, date: line.txnDate }),
      direction: line.direction,
      upiReference: line.upiReference,
      amountPaise: line.amountPaise,
      state: line.state,
      bookingId: line.bookingId,
    })),
    window: request.window,
  });
  await matchRefunds(db, plan.lines);
  // Matching takes turns (match-credits.ts), and so does writing the preview's lines: other
  // requests get the event loop in between (decision 0031).
  await nextTurn();
  const bookingsById = new Map(bookings.map((booking) => [booking.id, booking]));
  const shown = plan.lines.filter(
    (planned): planned is ShownLine => planned.outcome !== 'not-a-reversal',
  );
  const lines: StatementPreview['lines'] = [];
  for await (const chunk of inChunks(shown, PREVIEW_CHUNK)) {
    for (const planned of chunk) lines.push(previewLineOf(planned, bookingsById));
  }
  const preview: StatementPreview = {
    fileName: request.fileName,
    format: read.header.format,
    layout: read.header.layout,
    window: request.window,
    lines,
    skipped: listSetAside(read, plan.lines),
    counts: countStatement(read, plan.lines),
  };
  return { preview, planned: plan.lines, shown, reverseStored: plan.reverseStored };
}

/** Preview lines written between turns: each names its booking, a few microseconds apiece. */
const PREVIEW_CHUNK = 2_000;

function previewLineOf(
  planned: ShownLine,
  bookingsById: ReadonlyMap<string, PaymentMatchBooking>,
): StatementPreview['lines'][number] {
  return {
    lineNumber: planned.line.lineNumber,
    date: planned.line.date,
    amountPaise: planned.line.amountPaise,
    direction: planned.line.direction,
    description: planned.line.description,
    upiReference: planned.reference,
    upiCandidates: planned.line.upiCandidates,
    outcome: planned.outcome,
    reason: planned.outcome === 'unmatched' ? planned.reason : null,
    booking: bookingRefOf(planned.bookingId ? bookingsById.get(planned.bookingId) : undefined),
  };
}

/** Payments out that are sent refunds leaving the account (refunds/refund-debits.ts). */
async function matchRefunds(db: Kysely<Database>, planned: PlannedLine[]): Promise<void> {
  const paidOut = planned.filter((plan) => plan.outcome === 'not-a-reversal');
  if (paidOut.length === 0) return;
  const refunds = await listRefundsAwaitingBank(db);
  if (refunds.length === 0) return;
  const found = matchRefundDebits(
    paidOut.map((plan) => plan.line),
    refunds,
  );
  paidOut.forEach((plan, i) => {
    const refund = found[i];
    if (!refund) return;
    plan.outcome = 'refund-seen';
    plan.bookingId = refund.bookingId;
    plan.refundId = refund.id;
    // Stored by the refund's reference when the line carries it.
    const reference =
      refund.upiRef && plan.line.upiCandidates.includes(refund.upiRef) ? refund.upiRef : null;
    if (reference) settle(plan, reference);
  });
}
