import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** The one way the server sends e-mail; the outbox with SMTP delivery replaces the default. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Default for the embedded setup: the message goes to the server log, readable, links included. */
export function createLogMailer(log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  return {
    async send(message) {
      log.info({ mail: message }, `mail to ${message.to}: ${message.subject}\n${message.text}`);
    },
  };
}
