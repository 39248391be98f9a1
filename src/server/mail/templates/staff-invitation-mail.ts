import { INVITATION_TTL_HOURS } from '#shared/admin/staff.ts';
import { ROLE_LABELS, type Role } from '#shared/admin/staff-roles.ts';
import type { SiteInfo } from '#shared/site/site-info.ts';
import { html } from './html.ts';
import { type MailContent, mailPage, textFooter } from './mail-layout.ts';

export function staffInvitationMail(link: string, role: Role, site: SiteInfo): MailContent {
  const subject = `You are invited to the ${site.name} admin area`;
  const intro = `You have been given a ${ROLE_LABELS[role].toLowerCase()} account in the admin area of ${site.name}.`;
  const validity = `the link works once, for ${INVITATION_TTL_HOURS} hours`;
  const ignore = 'If you did not expect this, ignore this e-mail: no account is made without you.';
  const text = `${intro}\n\nChoose your password here (${validity}):\n${link}\n\n${ignore}\n\n${textFooter(site)}`;
  const body = html`<p>${intro}</p>
<p><a href="${link}" style="color:#1d4ed8;font-weight:bold">Choose your password</a> (${validity}).</p>
<p>${ignore}</p>`;
  return { subject, text, html: mailPage(subject, body, site) };
}
