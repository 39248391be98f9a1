import * as z from 'zod/mini';
import { MAIL_KINDS } from '#shared/mail/mail-kinds.ts';
import { OUTBOX_CHANNELS } from './booking-messages.ts';

/** A mail the outbox has not delivered yet: waiting for a retry, or failed for good. */
export const UndeliveredMailSchema = z.object({
  id: z.string(),
  /** E-mail, WhatsApp or SMS: one outbox carries them all. */
  channel: z.enum(OUTBOX_CHANNELS),
  kind: z.enum(MAIL_KINDS),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sending', 'failed']),
  attempts: z.number(),
  lastError: z.nullable(z.string()),
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  orderId: z.nullable(z.string()),
});
export type UndeliveredMail = z.infer<typeof UndeliveredMailSchema>;

export const UndeliveredMailListSchema = z.object({ mails: z.array(UndeliveredMailSchema) });
