import type { Mailer, MailMessage } from '../mail/mailer';

/** A mailer that keeps what was sent, for assertions. */
export function createCapturingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}
