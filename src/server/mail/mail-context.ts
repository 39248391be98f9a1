/** What composing mails needs to know about the deployment. */
export interface MailContext {
  /** The site's address, for links in mails. */
  publicUrl: string;
  /** Where new-booking notices go; none are queued without it. */
  adminEmail?: string;
  /**
   * False when reset links must not be mailed (production without SMTP: see canMailResetLinks);
   * reset requests are then refused with instructions. Mailed when absent.
   */
  resetLinksByMail?: boolean;
}
