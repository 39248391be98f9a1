import type { SiteInfo } from '#shared/site/site-info.ts';
import { html } from './html.ts';
import { detailRows, type MailContent, mailPage, textFooter } from './mail-layout.ts';

export interface PayeeChangeNotice {
  /** "Two Wheeler" */
  vehicleType: string;
  /** Each side in words, e.g. ["UPI id", "old@okaxis", "new@okaxis"]. */
  changes: [field: string, before: string, after: string][];
  by: string;
  address: string;
  /** India time, "2026-03-31 18:30:00". */
  at: string;
  links: { qrCodes: string; auditTrail: string };
}

/** To the owner: where customers pay was changed. Sent for every change, expected or not. */
export function payeeChangedMail(notice: PayeeChangeNotice, site: SiteInfo): MailContent {
  const subject = `Payee changed for ${notice.vehicleType}: customers now pay here`;
  const intro = `Where ${notice.vehicleType} customers pay was changed by ${notice.by} (from address ${notice.address}) on ${notice.at} IST.`;
  const rows = detailRows(
    notice.changes.flatMap(([field, before, after]): [string, string][] => [
      [`${field} before`, before],
      [`${field} now`, after],
    ]),
  );
  const warning =
    'If nobody in your office meant to make this change, sign in at once, put the payee back, change your password, and check the audit trail for anything else.';
  const text = `${intro}\n\n${rows.text}\n\n${warning}\n\nQR codes: ${notice.links.qrCodes}\nAudit trail: ${notice.links.auditTrail}\n\n${textFooter(site)}`;
  const body = html`<p>${intro}</p>${rows.html}
<p><strong>${warning}</strong></p>
<p><a href="${notice.links.qrCodes}" style="color:#1d4ed8">Open QR codes</a> · <a href="${notice.links.auditTrail}" style="color:#1d4ed8">Open the audit trail</a></p>`;
  return { subject, text, html: mailPage(subject, body, site) };
}
