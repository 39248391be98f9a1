import type { TextChannel } from '#shared/messaging/text-messages.ts';

/** What composing mails needs to know about the deployment. */
export interface MailContext {
  /** The site's address, for links in mails. */
  publicUrl: string;
  /**
   * True when PUBLIC_URL is not set and publicUrl is only guessed from HOST and PORT: the
   * same-origin check then takes the address the request was sent to as well. Absent: false.
   */
  publicUrlGuessed?: boolean;
  /** Where new-booking notices go; none are queued without it. */
  adminEmail?: string;
  /**
   * False when one-time links (password resets, staff invitations) must not be mailed
   * (production without SMTP: see canMailResetLinks); such requests are then refused with
   * instructions. Mailed when absent.
   */
  resetLinksByMail?: boolean;
  /**
   * False without SMTP_URL: mails then go only to the server log, and the admin screens and the
   * reset form say so. main.ts always sets it; tests and benchmarks that leave it out count as
   * configured (they deliver through transports of their own, or not at all).
   */
  smtpConfigured?: boolean;
  /**
   * False: no cap on mails per address (mail/recipient-cap), for load benchmarks that book from
   * one address; the app sets it with its other rate limits. Capped when absent.
   */
  recipientCaps?: boolean;
  /**
   * The text channels whose provider is configured (WHATSAPP_*, MSG91_*): the policies queue
   * WhatsApp and SMS messages only for these. Absent: none, and customers hear by e-mail only.
   */
  textChannels?: Readonly<Record<TextChannel, boolean>>;
}
