import * as z from 'zod/mini';
import type { CancellationRequestStatus, RefundStatus } from './refund-states.ts';

// Written out rather than imported: the tracking page's chunk then shares no module with the
// admin's, and the customer entry lists no extra chunk (the types hold them to refund-states.ts).
const REQUEST_STATUSES = [
  'requested',
  'approved',
  'declined',
] as const satisfies readonly CancellationRequestStatus[];
const REFUND_STATES = ['due', 'sent'] as const satisfies readonly RefundStatus[];

/** Why the customer cannot ask to cancel now (a CANCEL_MESSAGES key). */
export const CANCEL_REFUSALS = [
  'cancelTooLate',
  'cancelAfterFitting',
  'cancelAlreadyCancelled',
] as const;
export type CancelRefusal = (typeof CANCEL_REFUSALS)[number];

/** What the customer sees of their cancellation and refund on the tracking page. */
export const TrackedCancellationSchema = z.object({
  /** Why asking to cancel is closed; absent while it is open. */
  cannotCancel: z.optional(z.enum(CANCEL_REFUSALS)),
  /** Until when the customer may ask (UTC ISO); null for a booking without an appointment. */
  cutoffAt: z.nullable(z.string()),
  /** The latest request, if any. */
  request: z.nullable(
    z.object({
      status: z.enum(REQUEST_STATUSES),
      requestedAt: z.string(),
      decidedAt: z.nullable(z.string()),
      /** Staff's note to the customer. */
      note: z.nullable(z.string()),
    }),
  ),
  refund: z.nullable(
    z.object({
      amountPaise: z.number(),
      status: z.enum(REFUND_STATES),
      /** India day by which it is paid. */
      dueBy: z.string(),
      /** India day it was sent, and the UPI reference to quote to the bank. */
      sentOn: z.nullable(z.string()),
      upiRef: z.nullable(z.string()),
    }),
  ),
});
export type TrackedCancellation = z.infer<typeof TrackedCancellationSchema>;
