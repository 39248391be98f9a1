import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { maskEmail, maskText } from '../logging/mask';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where the outbox delivers: an SMTP server, or (embedded default) the server log. */
export interface MailTransport {
  /** The status a delivered mail gets. */
  deliveredAs: 'sent' | 'logged';
  deliver(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    deliveredAs: 'sent',
    async deliver({ to, subject, text, html }) {
      await transporter.sendMail({ from, to, subject, text, html });
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP the text version goes to the log, readable and with working links (staff reset
 * their password from it), but with the customer's phone, e-mail and transaction number masked.
 */
export function createLogTransport(log: Pick<FastifyBaseLogger, 'info'>): MailTransport {
  return {
    deliveredAs: 'logged',
    async deliver({ to, subject, text }) {
      const mailTo = maskEmail(to);
      const shown = maskText(`${subject}\n${text}`);
      log.info({ mailTo, mailSubject: maskText(subject) }, `mail to ${mailTo}: ${shown}`);
    },
    close: () => {},
  };
}
