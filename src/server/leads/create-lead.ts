import type * as z from 'zod/mini';
import type { CreateLeadSchema } from '../../shared/leads/lead-schema';
import { PAGE_PATHS } from '../../shared/page-paths';
import type { AppDb } from '../db/app-db';
import type { MailContext } from '../mail/mail-context';
import { queueOfficeNotice } from '../mail/office-notices';
import { newLeadAdminMail } from '../mail/templates/lead-mail';
import { insertLead } from '../repositories/leads.repository';
import { getSiteInfo } from '../repositories/site-info.repository';

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
