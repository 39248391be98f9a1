import * as z from 'zod/mini';
import { MAIL_KINDS, type MailStatus } from '#shared/mail/mail-kinds.ts';
import { type DeliveryStatus, TEXT_CHANNELS } from '#shared/messaging/text-messages.ts';

/**
 * A booking's messages as staff see them on its card (issue 36): each channel's rows, where each
 * got to, and the customer's WhatsApp agreement.
 */
export const OUTBOX_CHANNELS = ['email', ...TEXT_CHANNELS] as const;
export type MessageChannel = (typeof OUTBOX_CHANNELS)[number];

export const CHANNEL_LABELS = {
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
} as const satisfies Record<MessageChannel, string>;

/** Where a message got to: the outbox's state, then the provider's reports once it was sent. */
export const MESSAGE_STATES = ['queued', 'sent', 'delivered', 'read', 'failed', 'logged'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

export const MESSAGE_STATE_LABELS = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
  logged: 'Only in the server log',
} as const satisfies Record<MessageState, string>;

export function messageState(status: MailStatus, delivery: DeliveryStatus | null): MessageState {
  if (status === 'pending' || status === 'sending') return 'queued';
  if (status === 'failed') return 'failed';
  if (status === 'logged') return 'logged';
  return delivery ?? 'sent';
}

/**
 * Staff may send again what failed or reached the customer. An e-mail handed to the mail server
 * has no later report, so "sent" is as far as it gets; a WhatsApp or SMS still "sent" may yet be
 * delivered, and one only logged would only be logged again.
 */
export function mayResend(channel: MessageChannel, state: MessageState): boolean {
  if (state === 'failed' || state === 'delivered' || state === 'read') return true;
  return channel === 'email' && state === 'sent';
}

export const BookingMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  kind: z.enum(MAIL_KINDS),
  subject: z.string(),
  recipient: z.string(),
  state: z.enum(MESSAGE_STATES),
  /** Why it failed (the provider's or the mail server's words); null otherwise. */
  reason: z.nullable(z.string()),
  queuedAt: z.string(),
  /** When it reached its state. */
  stateAt: z.string(),
  resendable: z.boolean(),
});
export type BookingMessage = z.infer<typeof BookingMessageSchema>;

export const BookingMessagesSchema = z.object({
  /** The customer's agreement to WhatsApp messages: when, and the wording's version; or nulls. */
  whatsappConsent: z.object({ at: z.nullable(z.string()), version: z.nullable(z.string()) }),
  messages: z.array(BookingMessageSchema),
});
export type BookingMessages = z.infer<typeof BookingMessagesSchema>;

export const BOOKING_MESSAGES_TEXTS = {
  resent: 'The message is queued again.',
  notFound: 'This booking has no such message.',
  notResendable: 'Only a failed or delivered message can be sent again.',
  alreadyQueued: 'This message is already queued to go again.',
  loadFailed: 'Failed to load the messages.',
  resendFailed: 'Failed to send the message again.',
} as const;
