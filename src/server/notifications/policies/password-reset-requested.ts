import { newMailSecret } from '#server/mail/mail-secret.ts';
import { passwordResetMail } from '#server/mail/templates/password-reset-mail.ts';
import { getSiteInfo } from '#server/repositories/site-info.repository.ts';
import { resetPasswordPath } from '#shared/page-paths.ts';
import { byEmail } from '../notice.ts';
import type { PasswordResetRequested } from '../notification-events.ts';
import type { Policy } from '../policy.ts';

/** The single-use link, to the account's own address only, in English (staff mail). */
export const passwordResetRequested: Policy<PasswordResetRequested> = async (
  trx,
  { email, token },
  { publicUrl },
) => {
  // The outbox keeps the token apart and puts it in only when sending (mail/mail-secret).
  const secret = newMailSecret(token);
  const link = `${publicUrl}${resetPasswordPath(secret.placeholder)}`;
  const content = passwordResetMail(link, await getSiteInfo(trx));
  return [{ audience: 'staff', message: byEmail('password-reset', email, content, { secret }) }];
};
