import type { MailSetup } from '#shared/admin/mail-setup.ts';
import type { MailContext } from './mail-context.ts';

/** How mail goes out, as the admin screens show it (absent `smtpConfigured` counts as set). */
export function mailSetup(mail: MailContext): MailSetup {
  return {
    smtpConfigured: mail.smtpConfigured !== false,
    bookingNoticesTo: mail.adminEmail ?? null,
    // Absent: no provider configured, as in MailContext.
    textChannels: mail.textChannels ?? { whatsapp: false, sms: false },
  };
}
