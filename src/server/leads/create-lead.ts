import type * as z from 'zod/mini';
import type { AppDb } from '#server/db/app-db.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import { queueOfficeNotice } from '#server/mail/office-notices.ts';
import { newLeadAdminMail } from '#server/mail/templates/lead-mail.ts';
import { insertLead } from '#server/repositories/leads.repository.ts';
import { getSiteInfo } from '#server/repositories/site-info.repository.ts';
import type { CreateLeadSchema } from '#shared/leads/lead-schema.ts';
import { PAGE_PATHS } from '#shared/page-paths.ts';

/**
 * Stores a movers lead and, in the same transaction, the office's notice (when ADMIN_EMAIL is
 * set; past the hourly cap, one summary for the burst: mail/office-notices).
 */
export async function createLead(
  db: AppDb,
  input: z.output<typeof CreateLeadSchema>,
  { publicUrl, adminEmail, recipientCaps = true }: MailContext,
  now = new Date(),
): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const lead = await insertLead(
      trx,
      {
        name: input.name,
        phone: input.phone,
        fromPlace: input.from ?? '',
        toPlace: input.to ?? '',
        notes: input.notes ?? '',
        source: input.source,
      },
      now,
    );
    if (!adminEmail) return;
    const site = await getSiteInfo(trx);
    const link = `${publicUrl}${PAGE_PATHS.admin.leads}`;
    const mail = newLeadAdminMail(lead, link, site);
    await queueOfficeNotice(
      trx,
      {
        kind: 'new-lead',
        recipient: adminEmail,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
      },
      { what: 'leads', link },
      site,
      now,
      recipientCaps,
    );
  });
}
