import type { LeadRow } from '#server/repositories/leads.repository.ts';
import type { SiteInfo } from '#shared/site/site-info.ts';
import { html } from './html.ts';
import { detailRows, type MailContent, mailPage, textFooter } from './mail-layout.ts';

/** To the office: a mover's lead to call back within 10 minutes. */
export function newLeadAdminMail(lead: LeadRow, adminLink: string, site: SiteInfo): MailContent {
  const kind = lead.source === 'callback' ? 'Call-back request' : 'Quote request';
  const subject = `${kind} from ${lead.phone}: call within 10 minutes`;
  const rows = detailRows([
    ['Name', lead.name],
    ['Mobile', lead.phone],
    ['From', lead.fromPlace || '-'],
    ['To', lead.toPlace || '-'],
    ['Notes', lead.notes || '-'],
  ]);
  const text = `${kind}. We promised a call within 10 minutes.\n\n${rows.text}\n\nLeads: ${adminLink}\n\n${textFooter(site)}`;
  const body = html`<p>${kind}. We promised a call within 10 minutes.</p>${rows.html}
<p><a href="tel:+91${lead.phone}" style="color:#1d4ed8;font-weight:bold">Call ${lead.phone}</a> · <a href="${adminLink}" style="color:#1d4ed8">Open leads</a></p>`;
  return { subject, text, html: mailPage(subject, body, site) };
}
