import type { Kysely } from 'kysely';
import { type AuditActor, recordAudit } from '#server/audit/record-audit.ts';
import type { Database } from '#server/db/schema.ts';
import {
  findMailEnvelope,
  type MailRetry,
  retryFailedMail,
} from '#server/repositories/outbox.repository.ts';
import { issueTrackingLinks } from '#server/tracking/tracking-links.ts';
import { MAIL_KIND_LABELS } from '#shared/mail/mail-kinds.ts';

/** An admin's "send again" for a failed mail, with its audit entry when it was queued again. */
export async function requeueFailedMail(
  db: Kysely<Database>,
  mailId: string,
  actor: AuditActor,
  now = new Date(),
): Promise<MailRetry> {
  return db.transaction().execute(async (trx) => {
    const mail = await findMailEnvelope(trx, mailId);
    let outcome = await retryFailedMail(trx, mailId, now);
    // A customer's mail dropped its tracking link's secret when it was given up, and only the
    // link's hash is kept (decision 0038): it goes again with a new link.
    if (outcome === 'secret-dropped' && mail?.bookingId) {
      const [link] = await issueTrackingLinks(trx, [mail.bookingId], now);
      outcome = await retryFailedMail(trx, mailId, now, link);
    }
    if (outcome !== 'queued' || !mail) return outcome;
    await recordAudit(
      trx,
      actor,
      {
        kind: 'mail-requeued',
        subject: `${MAIL_KIND_LABELS[mail.kind]} to ${mail.recipient}: ${mail.subject}`,
        before: { status: mail.status, attempts: mail.attempts, lastError: mail.lastError },
        after: { status: 'pending', attempts: 0 },
      },
      now,
    );
    return outcome;
  });
}
