import { customerTexts, fillText, supportHoursIn } from '#server/catalogues/customer-texts.ts';
import type { Locale } from '#shared/site/locale.ts';
import { joinAddress } from '#shared/site/postal-address.ts';
import type { SiteInfo } from '#shared/site/site-info.ts';
import { html, type SafeHtml } from './html.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** The business's footer: its address on one line, then the support and independence lines. */
interface Footer {
  address: string;
  support: string;
  independent: string;
}

/**
 * Each site info read's footer per language, made once: a bank statement's apply writes
 * thousands of mails from one read, and joining the address (locale-aware comparisons) per mail
 * was a tenth of its rendering. Keyed by the object, so a new read (saved details) makes anew;
 * site infos are read, never changed in place.
 */
const footers = new WeakMap<SiteInfo, Map<Locale, Footer>>();

/** The footer's lines; staff mails are English, the default. */
function footerOf(site: SiteInfo, locale: Locale): Footer {
  const ofSite = footers.get(site) ?? new Map<Locale, Footer>();
  footers.set(site, ofSite);
  const made = ofSite.get(locale);
  if (made) return made;
  const texts = customerTexts(locale);
  const hours = supportHoursIn(texts, site);
  const footer = {
    address: joinAddress(site.name, site.address, site.addressCity),
    support: fillText(texts.mail.footerSupport, { hours, phone: site.phone, email: site.email }),
    independent: texts.mail.footerIndependent,
  };
  ofSite.set(locale, footer);
  return footer;
}

/** A simple, mail-client-safe page: inline styles, one column, the business's footer. */
export function mailPage(
  title: string,
  body: SafeHtml,
  site: SiteInfo,
  locale: Locale = 'en',
): string {
  const { address, support, independent } = footerOf(site, locale);
  return html`<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="background:#1e3a8a;color:#fff;padding:16px 20px;border-radius:8px 8px 0 0;font-weight:bold">${site.name}</div>
<div style="background:#fff;padding:20px;border-radius:0 0 8px 8px;line-height:1.5">${body}</div>
<p style="font-size:12px;color:#475569;padding:12px 4px">${address}.
${support}.
${independent}</p>
</div></body></html>`.value;
}

/** Label/value rows as an HTML table and as aligned plain text. */
export function detailRows(rows: [string, string][]): { html: SafeHtml; text: string } {
  const width = Math.max(...rows.map(([label]) => label.length));
  return {
    html: html`<table style="border-collapse:collapse;width:100%;margin:12px 0">${rows.map(
      ([label, value]) =>
        html`<tr><td style="padding:4px 8px 4px 0;color:#475569;vertical-align:top">${label}</td><td style="padding:4px 0;font-weight:bold">${value}</td></tr>`,
    )}</table>`,
    text: rows.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`).join('\n'),
  };
}

export function textFooter(site: SiteInfo, locale: Locale = 'en'): string {
  const { address, support, independent } = footerOf(site, locale);
  return `--\n${address}\n${support}\n${independent}`;
}
