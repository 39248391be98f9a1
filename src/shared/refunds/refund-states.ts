/**
 * A customer's request to cancel and the refund of a cancelled paid booking
 * (docs/product.md#cancellation-and-refunds, decision 0048).
 */
export const CANCELLATION_REQUEST_STATUSES = ['requested', 'approved', 'declined'] as const;
export type CancellationRequestStatus = (typeof CANCELLATION_REQUEST_STATUSES)[number];

/** Who cancelled: the customer (the owner's charge applies) or the business (full refund). */
export const REFUND_REASONS = ['customer', 'business'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Due until staff record the UPI payment back; sent after. */
export const REFUND_STATUSES = ['due', 'sent'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Working days to pay a refund back: as the official HSRP portal promises. */
export const REFUND_WORKING_DAYS = 7;
