import type { Kysely } from 'kysely';
import { type AuditActor, recordAudits } from '#server/audit/record-audit.ts';
import type { Database } from '#server/db/schema.ts';
import { markRefundSeenByBank } from '#server/repositories/refunds.repository.ts';

/**
 * Sent refunds a statement's payments out showed leaving the account: each refund keeps the line
 * and the time, in the statement's transaction, with an audit entry per refund.
 */
export async function markRefundsSeen(
  trx: Kysely<Database>,
  actor: AuditActor,
  seen: readonly { refundId: string; lineId: string; subject: string }[],
  now: Date,
): Promise<void> {
  for (const { refundId, lineId } of seen) {
    await markRefundSeenByBank(trx, refundId, {
      bankSeenAt: now.toISOString(),
      statementLineId: lineId,
    });
  }
  await recordAudits(
    trx,
    actor,
    seen.map(({ refundId, lineId, subject }) => ({
      kind: 'refund-seen-by-bank' as const,
      subject,
      after: { refundId, statementLineId: lineId },
    })),
    now,
  );
}
