import type { SiteInfo } from '#shared/site/site-info.ts';
import { html } from './html.ts';
import { type MailContent, mailPage, textFooter } from './mail-layout.ts';

export function passwordResetMail(link: string, site: SiteInfo): MailContent {
  const subject = 'Reset your HSRP admin password';
  const intro = 'Someone asked to reset the password of your HSRP admin account.';
  const ignore = 'If it was not you, ignore this e-mail: your password stays as it is.';
  const text = `${intro}\n\nSet a new password here (the link works once, for one hour):\n${link}\n\n${ignore}\n\n${textFooter(site)}`;
  const body = html`<p>${intro}</p>
<p><a href="${link}" style="color:#1d4ed8;font-weight:bold">Set a new password</a> (the link works once, for one hour).</p>
<p>${ignore}</p>`;
  return { subject, text, html: mailPage(subject, body, site) };
}
