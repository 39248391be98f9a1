import * as z from 'zod/mini';

/**
 * How this server sends mail, for the admin screens: without SMTP_URL every mail (receipts,
 * status updates, the office's new-booking notices, reset links) is only written to the log.
 */
export const MailSetupSchema = z.object({
  smtpConfigured: z.boolean(),
  /** ADMIN_EMAIL: where new-booking notices go; null when unset (none are queued then). */
  bookingNoticesTo: z.nullable(z.string()),
  /** Which text channels have their provider configured (WHATSAPP_*, MSG91_*). */
  textChannels: z.object({ whatsapp: z.boolean(), sms: z.boolean() }),
});
export type MailSetup = z.infer<typeof MailSetupSchema>;
