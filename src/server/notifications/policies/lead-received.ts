import { newLeadAdminMail } from '#server/mail/templates/lead-mail.ts';
import { getSiteInfo } from '#server/repositories/site-info.repository.ts';
import { PAGE_PATHS } from '#shared/page-paths.ts';
import { byEmail } from '../notice.ts';
import type { LeadReceived } from '../notification-events.ts';
import { officeNotice } from '../office-notices.ts';
import type { Policy } from '../policy.ts';

/**
 * The office's notice of a movers lead (when ADMIN_EMAIL is set; past the hourly cap, one
 * summary for the burst: notifications/office-notices).
 */
export const leadReceived: Policy<LeadReceived> = async (trx, { lead }, context, now) => {
  const { publicUrl, adminEmail, recipientCaps = true } = context;
  if (!adminEmail) return [];
  const site = await getSiteInfo(trx);
  const link = `${publicUrl}${PAGE_PATHS.admin.leads}`;
  const notice = byEmail('new-lead', adminEmail, newLeadAdminMail(lead, link, site));
  return [await officeNotice(trx, notice, { what: 'leads', link }, site, now, recipientCaps)];
};
