import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

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

/** Without SMTP the text version goes to the log, readable, links included. */
export function createLogTransport(log: Pick<FastifyBaseLogger, 'info'>): MailTransport {
  return {
    deliveredAs: 'logged',
    async deliver({ to, subject, text }) {
      log.info({ mailTo: to, mailSubject: subject }, `mail to ${to}: ${subject}\n${text}`);
    },
    close: () => {},
  };
}
