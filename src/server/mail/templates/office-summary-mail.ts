import { formatIndiaDateTime } from '#shared/format/india-clock.ts';
import type { SiteInfo } from '#shared/site/site-info.ts';
import { html } from './html.ts';
import { type MailContent, mailPage, textFooter } from './mail-layout.ts';

export interface OfficeSummary {
  what: 'bookings' | 'leads' | 'complaints';
  /** How many came in past the cap, each without a notice of its own. */
  count: number;
  /** The notices each of them had (the cap). */
  noticed: number;
  /** The hour's window, UTC ISO. */
  from: string;
  until: string;
  /** Where staff see them all. */
  link: string;
}

/**
 * To the office, once at the end of an hour with more new bookings (or leads) than notices: how
 * many came in without a mail of their own. Only numbers and times: no customer's words.
 */
export function officeSummaryMail(summary: OfficeSummary, site: SiteInfo): MailContent {
  const { what, count, noticed, link } = summary;
  const subject = `${count} more new ${what} this hour, summed up in one mail`;
  const from = formatIndiaDateTime(summary.from);
  const until = formatIndiaDateTime(summary.until);
  const lines = [
    `Between ${from} and ${until} (India time), ${count} more new ${what} came in after the first ${noticed}.`,
    `To keep your inbox usable they had no mail each. Every one is in the admin area.`,
  ];
  const text = [...lines, '', `See them: ${link}`, '', textFooter(site)].join('\n');
  const body = html`${lines.map((line) => html`<p>${line}</p>`)}
<p><a href="${link}" style="color:#1d4ed8;font-weight:bold">See them in the admin area</a></p>`;
  return { subject, text, html: mailPage(subject, body, site) };
}
