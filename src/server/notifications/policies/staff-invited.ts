import { newMailSecret } from '#server/mail/mail-secret.ts';
import { staffInvitationMail } from '#server/mail/templates/staff-invitation-mail.ts';
import { getSiteInfo } from '#server/repositories/site-info.repository.ts';
import { acceptInvitationPath } from '#shared/page-paths.ts';
import { byEmail } from '../notice.ts';
import type { StaffInvited } from '../notification-events.ts';
import type { Policy } from '../policy.ts';

/** The invitation's single-use link, to the address invited, in English (staff mail). */
export const staffInvited: Policy<StaffInvited> = async (
  trx,
  { email, role, token },
  { publicUrl },
) => {
  // The outbox keeps the token apart and puts it in only when sending (mail/mail-secret).
  const secret = newMailSecret(token);
  const link = `${publicUrl}${acceptInvitationPath(secret.placeholder)}`;
  const content = staffInvitationMail(link, role, await getSiteInfo(trx));
  return [{ audience: 'staff', message: byEmail('staff-invitation', email, content, { secret }) }];
};
