import * as z from 'zod/mini';
import { isCalendarDay } from '#shared/site/india-time.ts';
import { MULTI_LINE } from '#shared/validation/text-rules.ts';
import { CANCELLATION_REQUEST_STATUSES, REFUND_REASONS, REFUND_STATUSES } from './refund-states.ts';

/** Staff's side of cancellations and refunds (admin booking card, Refunds page): English only. */

export const REFUND_MESSAGES = {
  note: 'Please keep the note under 500 characters, on plain lines.',
  declineNeedsNote: 'Please say why the request is declined: the customer reads this note.',
  upiRef:
    'Please give the 12-digit UPI reference (UTR / RRN) of the refund, as your UPI app shows it.',
  sentOn: 'Please give the day the refund was sent.',
} as const;

export const DecideCancellationSchema = z
  .object({
    decision: z.enum(['approve', 'decline'], { error: 'Please approve or decline the request.' }),
    note: z._default(
      z
        .string({ error: REFUND_MESSAGES.note })
        .check(
          z.trim(),
          z.maxLength(500, REFUND_MESSAGES.note),
          z.regex(MULTI_LINE, REFUND_MESSAGES.note),
        ),
      '',
    ),
  })
  .check(
    z.refine((value) => value.decision === 'approve' || value.note !== '', {
      message: REFUND_MESSAGES.declineNeedsNote,
      path: ['note'],
    }),
  );
export type DecideCancellation = z.infer<typeof DecideCancellationSchema>;

export const RecordRefundSentSchema = z.object({
  upiRef: z
    .string({ error: REFUND_MESSAGES.upiRef })
    .check(z.trim(), z.regex(/^\d{12}$/, REFUND_MESSAGES.upiRef)),
  /** The India day the money went. */
  sentOn: z
    .string({ error: REFUND_MESSAGES.sentOn })
    .check(z.refine(isCalendarDay, REFUND_MESSAGES.sentOn)),
});
export type RecordRefundSent = z.infer<typeof RecordRefundSentSchema>;

export const AdminCancellationRequestSchema = z.object({
  id: z.string(),
  status: z.enum(CANCELLATION_REQUEST_STATUSES),
  requestedAt: z.string(),
  reason: z.string(),
  decidedAt: z.nullable(z.string()),
  decidedBy: z.nullable(z.string()),
  note: z.nullable(z.string()),
});

export const AdminRefundSchema = z.object({
  id: z.string(),
  amountPaise: z.number(),
  reason: z.enum(REFUND_REASONS),
  dueBy: z.string(),
  status: z.enum(REFUND_STATUSES),
  openedAt: z.string(),
  openedBy: z.string(),
  sentOn: z.nullable(z.string()),
  upiRef: z.nullable(z.string()),
  recordedBy: z.nullable(z.string()),
  recordedAt: z.nullable(z.string()),
  bankSeenAt: z.nullable(z.string()),
  /** Past its due day and not sent. */
  overdue: z.boolean(),
});
export type AdminRefund = z.infer<typeof AdminRefundSchema>;

/** One booking's cancellation request (the latest) and refund, for its card. */
export const BookingRefundStateSchema = z.object({
  request: z.nullable(AdminCancellationRequestSchema),
  refund: z.nullable(AdminRefundSchema),
});
export type BookingRefundState = z.infer<typeof BookingRefundStateSchema>;

const BookingSummarySchema = z.object({
  bookingId: z.string(),
  orderId: z.string(),
  fullName: z.string(),
  status: z.string(),
  totalRupees: z.number(),
  /** The fitting appointment's India day, if any. */
  appointmentDay: z.nullable(z.string()),
});

/** The Refunds page: open requests, refunds not yet sent or not yet seen by the bank. */
export const RefundsOverviewSchema = z.object({
  requests: z.array(
    z.object({ ...BookingSummarySchema.shape, request: AdminCancellationRequestSchema }),
  ),
  refunds: z.array(z.object({ ...BookingSummarySchema.shape, refund: AdminRefundSchema })),
  counts: z.object({ requested: z.number(), due: z.number(), overdue: z.number() }),
});
export type RefundsOverview = z.infer<typeof RefundsOverviewSchema>;
