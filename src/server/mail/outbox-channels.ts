import type { OutboxChannel } from '#server/db/schema.ts';
import type { MailTransport } from './mail-transport.ts';

/**
 * The transport of each channel the outbox delivers: email always (SMTP, or the server log), the
 * others once one is written and configured. Every transport takes the stored row as an
 * OutgoingMail: an SMS transport would send `text` to `to` and leave the rest.
 */
export type OutboxChannels = { email: MailTransport } & {
  [Channel in Exclude<OutboxChannel, 'email'>]?: MailTransport;
};

/** Closes every channel's transport (at shutdown, after the worker stopped). */
export function closeChannels(channels: OutboxChannels): void {
  for (const transport of Object.values(channels)) transport?.close();
}
