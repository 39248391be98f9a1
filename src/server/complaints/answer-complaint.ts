import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type AuditActor, recordAudit } from '#server/audit/record-audit.ts';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import { notify } from '#server/notifications/notify.ts';
import {
  type ComplaintReplyRow,
  type ComplaintRow,
  findComplaintById,
  insertComplaintReply,
  updateComplaintState,
} from '#server/repositories/complaints.repository.ts';

const subjectOf = (row: ComplaintRow) => `Complaint ${row.ticket}, ${row.name}`;
const stateOf = (row: ComplaintRow) => ({
  status: row.status,
  answeredAt: row.answeredAt,
  closedAt: row.closedAt,
  closedBy: row.closedBy,
});

const changedMeanwhile = () =>
  new HttpError(409, 'Someone else changed this ticket just now. Reload it and try again.');

async function foundComplaint(trx: Kysely<Database>, id: string): Promise<ComplaintRow> {
  const row = await findComplaintById(trx, id);
  if (!row) throw new HttpError(404, 'Complaint not found.');
  return row;
}

/**
 * Staff's reply: kept with the ticket, mailed to the customer in their language, audited; the
 * first reply marks an open ticket answered (the 48-hour acknowledgement given). A closed
 * ticket takes no more replies.
 */
export async function replyToComplaint(
  db: Kysely<Database>,
  id: string,
  text: string,
  actor: AuditActor,
  mail: MailContext,
  now = new Date(),
): Promise<ComplaintRow> {
  return db.transaction().execute(async (trx) => {
    const before = await foundComplaint(trx, id);
    if (before.status === 'closed') {
      throw new HttpError(409, 'This ticket is closed: it takes no more replies.');
    }
    const reply: ComplaintReplyRow = {
      id: randomUUID(),
      complaintId: id,
      text,
      by: actor.email,
      at: now.toISOString(),
    };
    const after: ComplaintRow = {
      ...before,
      status: 'answered',
      answeredAt: before.answeredAt ?? reply.at,
    };
    if (!(await updateComplaintState(trx, id, before, stateOf(after)))) throw changedMeanwhile();
    await insertComplaintReply(trx, reply);
    await notify(trx, { type: 'complaint-replied', complaint: after, reply }, mail, now);
    await recordAudit(
      trx,
      actor,
      {
        kind: 'complaint-replied',
        subject: subjectOf(before),
        before: stateOf(before),
        after: { ...stateOf(after), reply: text },
      },
      now,
    );
    return after;
  });
}

/** Closes a ticket (resolved), audited; closing a closed one changes nothing (409). */
export async function closeComplaint(
  db: Kysely<Database>,
  id: string,
  actor: AuditActor,
  now = new Date(),
): Promise<ComplaintRow> {
  return db.transaction().execute(async (trx) => {
    const before = await foundComplaint(trx, id);
    if (before.status === 'closed') throw new HttpError(409, 'This ticket is already closed.');
    const after: ComplaintRow = {
      ...before,
      status: 'closed',
      closedAt: now.toISOString(),
      closedBy: actor.email,
    };
    if (!(await updateComplaintState(trx, id, before, stateOf(after)))) throw changedMeanwhile();
    await recordAudit(
      trx,
      actor,
      {
        kind: 'complaint-closed',
        subject: subjectOf(before),
        before: stateOf(before),
        after: stateOf(after),
      },
      now,
    );
    return after;
  });
}
