import { customerTexts, fillText } from '#server/catalogues/customer-texts.ts';
import type {
  ComplaintReplyRow,
  ComplaintRow,
} from '#server/repositories/complaints.repository.ts';
import { COMPLAINT_KIND_LABELS } from '#shared/complaints/admin-complaints.ts';
import { complaintDeadlines } from '#shared/complaints/complaint-rules.ts';
import { formatIndiaDate, formatIndiaDateTime } from '#shared/format/india-clock.ts';
import type { SiteInfo } from '#shared/site/site-info.ts';
import { html } from './html.ts';
import { detailRows, type MailContent, mailPage, textFooter } from './mail-layout.ts';

/** Text as the customer or staff typed it, its lines kept in the HTML. */
const paragraphs = (text: string) => text.split(/\r?\n/).map((line) => html`${line}<br>`);

/**
 * To the customer, in their language, at once: the ticket number and the promises of the 2020
 * rules (a reply within 48 hours, redress within one month), with what they wrote.
 */
export function complaintReceivedMail(
  complaint: ComplaintRow,
  statusLink: string,
  site: SiteInfo,
): MailContent {
  const { locale } = complaint;
  const texts = customerTexts(locale);
  const t = texts.complaint;
  const { acknowledgeBy, resolveBy } = complaintDeadlines(
    { ...complaint, answeredAt: null },
    new Date(complaint.createdAt),
  );
  const subject = fillText(t.receivedSubject, { ticket: complaint.ticket });
  const dear = fillText(texts.mail.dear, { name: complaint.name });
  const received = fillText(t.received, { ticket: complaint.ticket });
  const promises = fillText(t.promises, {
    acknowledgeBy: formatIndiaDateTime(acknowledgeBy, locale),
    resolveBy: formatIndiaDate(resolveBy, locale),
  });
  const text = [
    dear,
    '',
    received,
    promises,
    '',
    `${t.yourText}:`,
    complaint.text,
    '',
    t.check,
    statusLink,
    '',
    textFooter(site, locale),
  ].join('\n');
  const body = html`<p>${dear}</p><p>${received}</p><p>${promises}</p>
<p style="color:#475569">${t.yourText}:</p><blockquote style="margin:0 0 12px;padding:8px 12px;border-left:3px solid #cbd5e1">${paragraphs(complaint.text)}</blockquote>
<p>${t.check} <a href="${statusLink}" style="color:#1d4ed8">${statusLink}</a></p>`;
  return { subject, text, html: mailPage(subject, body, site, locale) };
}

/** To the customer, in their language: staff's reply, kept with the ticket. */
export function complaintReplyMail(
  complaint: ComplaintRow,
  reply: Pick<ComplaintReplyRow, 'text'>,
  statusLink: string,
  site: SiteInfo,
): MailContent {
  const { locale } = complaint;
  const texts = customerTexts(locale);
  const t = texts.complaint;
  const subject = fillText(t.replySubject, { ticket: complaint.ticket });
  const dear = fillText(texts.mail.dear, { name: complaint.name });
  const intro = fillText(t.reply, { ticket: complaint.ticket });
  const text = [
    dear,
    '',
    intro,
    '',
    reply.text,
    '',
    t.check,
    statusLink,
    '',
    textFooter(site, locale),
  ].join('\n');
  const body = html`<p>${dear}</p><p>${intro}</p>
<blockquote style="margin:0 0 12px;padding:8px 12px;border-left:3px solid #cbd5e1">${paragraphs(reply.text)}</blockquote>
<p>${t.check} <a href="${statusLink}" style="color:#1d4ed8">${statusLink}</a></p>`;
  return { subject, text, html: mailPage(subject, body, site, locale) };
}

/** To the office: a new ticket, with the 48-hour promise to keep. */
export function newComplaintAdminMail(
  complaint: ComplaintRow,
  adminLink: string,
  site: SiteInfo,
): MailContent {
  const kind = COMPLAINT_KIND_LABELS[complaint.kind];
  const subject = `${kind} ${complaint.ticket} from ${complaint.name}: reply within 48 hours`;
  const rows = detailRows([
    ['Ticket', complaint.ticket],
    ['Name', complaint.name],
    ['Mobile', complaint.phone],
    ['E-mail', complaint.email],
    ['Order number', complaint.orderId ?? '-'],
  ]);
  const text = `${kind}. The customer was promised a reply within 48 hours.\n\n${rows.text}\n\n${complaint.text}\n\nComplaints: ${adminLink}\n\n${textFooter(site)}`;
  const body = html`<p>${kind}. The customer was promised a reply within 48 hours.</p>${rows.html}
<blockquote style="margin:0 0 12px;padding:8px 12px;border-left:3px solid #cbd5e1">${paragraphs(complaint.text)}</blockquote>
<p><a href="${adminLink}" style="color:#1d4ed8;font-weight:bold">Open the complaints queue</a></p>`;
  return { subject, text, html: mailPage(subject, body, site) };
}
