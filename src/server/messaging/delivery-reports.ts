import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import {
  type DeliveryReport,
  recordDeliveryReport,
} from '#server/repositories/outbox.repository.ts';
import type { SmsDeliveryReport } from './sms/msg91-delivery-report.ts';
import type { WhatsAppStatus } from './whatsapp/whatsapp-webhook.ts';

/**
 * WhatsApp's statuses as the outbox's reports. One Meta app may serve several numbers: another
 * number's events are not ours to record.
 */
export function whatsAppReports(
  statuses: readonly WhatsAppStatus[],
  phoneNumberId: string,
): DeliveryReport[] {
  return statuses
    .filter((s) => s.phoneNumberId === undefined || s.phoneNumberId === phoneNumberId)
    .map((s) => ({
      channel: 'whatsapp',
      providerId: s.providerId,
      ...(s.callbackData !== undefined && { outboxId: s.callbackData }),
      status: s.status,
      ...(s.status === 'failed' && { reason: whatsAppReason(s.errors) }),
    }));
}

/** "Message undeliverable (131026): details", the words staff read on the booking. */
function whatsAppReason(errors: WhatsAppStatus['errors']): string | undefined {
  const first = errors[0];
  if (!first) return undefined;
  const said = first.details ?? (first.message !== first.title ? first.message : undefined);
  return `${first.title} (${first.code})${said ? `: ${said}` : ''}`;
}

/** MSG91's reports as the outbox's: pending and submitted are "sent" until a final word comes. */
export function msg91Reports(reports: readonly SmsDeliveryReport[]): DeliveryReport[] {
  return reports.map((r) => ({
    channel: 'sms',
    providerId: r.providerId,
    status: r.state,
    ...(r.state === 'failed' && r.reason !== undefined && { reason: r.reason }),
  }));
}

/**
 * Records a request's reports in one transaction (one flush on SQLite for a batch of hundreds;
 * should it fail, the provider sends them all again). Reports for messages we do not know (another system's on the same
 * account, or rows long gone) are counted in the log, without ids: a WhatsApp message id holds
 * the customer's number.
 */
export async function recordDeliveryReports(
  db: Kysely<Database>,
  reports: readonly DeliveryReport[],
  log: Pick<FastifyBaseLogger, 'info'>,
  now = new Date(),
): Promise<void> {
  if (reports.length === 0) return;
  const unknown = await db.transaction().execute(async (trx) => {
    let count = 0;
    for (const report of reports) {
      if ((await recordDeliveryReport(trx, report, now)) === 'unknown') count += 1;
    }
    return count;
  });
  if (unknown > 0) {
    const channel = reports[0]?.channel;
    log.info({ channel, unknown }, 'delivery reports for unknown messages ignored');
  }
}
