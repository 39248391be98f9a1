import type { Kysely } from 'kysely';
import { type AuditActor, recordAudit } from '#server/audit/record-audit.ts';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import {
  findLeadById,
  type LeadRow,
  setLeadCalled,
} from '#server/repositories/leads.repository.ts';

/** Marks a lead called (by this admin) or not called, with its audit entry; 404 for no such lead. */
export async function markLeadCalled(
  db: Kysely<Database>,
  leadId: string,
  called: boolean,
  actor: AuditActor,
  now = new Date(),
): Promise<LeadRow> {
  return db.transaction().execute(async (trx) => {
    const before = await findLeadById(trx, leadId);
    if (!before) throw new HttpError(404, 'Lead not found.');
    const after = await setLeadCalled(trx, leadId, called ? actor.email : null, now);
    if (!after) throw new Error('marked lead vanished');
    const callState = (lead: LeadRow) => ({ calledAt: lead.calledAt, calledBy: lead.calledBy });
    await recordAudit(
      trx,
      actor,
      {
        kind: 'lead-call-marked',
        subject: `Lead ${before.name}, ${before.phone}`,
        before: callState(before),
        after: callState(after),
      },
      now,
    );
    return after;
  });
}
