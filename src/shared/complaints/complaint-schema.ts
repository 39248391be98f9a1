import * as z from 'zod/mini';
import { ORDER_NUMBER_PATTERN } from '#shared/booking/order-number.ts';
import { LOCALE_CODES } from '#shared/site/locales.ts';
import { messageKey } from '#shared/validation/form-messages.ts';
import { emailChecks, MULTI_LINE, SINGLE_LINE } from '#shared/validation/text-rules.ts';
import { COMPLAINT_STATUSES, TICKET_PATTERN } from './complaint-rules.ts';

/* The customer's complaint page and its two routes (issue 37). Staff's schemas: admin-complaints.ts. */

export const COMPLAINT_TEXT_MAX = 2000;

const phone = z
  .string({ error: messageKey('mobileRequired') })
  .check(z.trim(), z.regex(/^\d{10}$/, messageKey('mobileRequired')));

/** Blank, or an order number as the booking pages write it. */
const OPTIONAL_ORDER = new RegExp(`^$|${ORDER_NUMBER_PATTERN.source}`);

export const CreateComplaintSchema = z.object({
  name: z
    .string({ error: messageKey('nameRequired') })
    .check(
      z.trim(),
      z.minLength(1, messageKey('nameRequired')),
      z.maxLength(100, messageKey('nameTooLong')),
      z.regex(SINGLE_LINE, messageKey('noControlCharacters')),
    ),
  phone,
  email: z
    .string({ error: messageKey('emailInvalid') })
    .check(z.trim(), ...emailChecks(messageKey('emailInvalid'))),
  orderId: z.optional(
    z
      .string({ error: messageKey('orderNumberFormat') })
      .check(z.trim(), z.toUpperCase(), z.regex(OPTIONAL_ORDER, messageKey('orderNumberFormat'))),
  ),
  text: z
    .string({ error: messageKey('complaintTextRequired') })
    .check(
      z.trim(),
      z.minLength(1, messageKey('complaintTextRequired')),
      z.maxLength(COMPLAINT_TEXT_MAX, messageKey('complaintTextTooLong')),
      z.regex(MULTI_LINE, messageKey('noSpecialCharacters')),
    ),
  /** The language of the acknowledgement and replies; the cookie's when absent. */
  locale: z.optional(z.enum(LOCALE_CODES)),
});
export type CreateComplaintInput = z.input<typeof CreateComplaintSchema>;

/** What the page shows at once: the ticket and the promised dates. */
export const ComplaintTicketSchema = z.object({
  ticket: z.string(),
  createdAt: z.string(),
  acknowledgeBy: z.string(),
  resolveBy: z.string(),
});
export type ComplaintTicket = z.infer<typeof ComplaintTicketSchema>;

export const ComplaintStatusQuerySchema = z.object({
  ticket: z
    .string({ error: messageKey('ticketFormat') })
    .check(z.trim(), z.toUpperCase(), z.regex(TICKET_PATTERN, messageKey('ticketFormat'))),
  phone,
});
export type ComplaintStatusQuery = z.input<typeof ComplaintStatusQuerySchema>;

/** A ticket as its customer sees it: its state, dates and the replies (never who wrote them). */
export const ComplaintStateSchema = z.object({
  ticket: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  createdAt: z.string(),
  answeredAt: z.nullable(z.string()),
  closedAt: z.nullable(z.string()),
  resolveBy: z.string(),
  replies: z.array(z.object({ text: z.string(), at: z.string() })),
});
export type ComplaintState = z.infer<typeof ComplaintStateSchema>;
