import * as z from 'zod/mini';
import { INSTALLATION_OPTIONS } from './booking-schema.ts';
import { BOOKING_STATUSES } from './booking-status.ts';

/**
 * Where the booking is fitted, as the success page says it: at the centre (dealer installation)
 * or at the customer's address by the centre's team (home). The centre's details are public.
 */
export const ConfirmedFittingSchema = z.object({
  installation: z.enum(INSTALLATION_OPTIONS),
  centreName: z.string(),
  /** The centre's address on one line (centreAddressLine). */
  centreAddress: z.string(),
  mapUrl: z.string(),
  phone: z.string(),
});
export type ConfirmedFitting = z.infer<typeof ConfirmedFittingSchema>;

/**
 * The answer to a submitted booking, new (201) or repeated (200): only what the customer's own
 * success page shows. A repeat is answered to whoever sends the same order number, transaction
 * number and phone again, so nothing personal is part of it.
 */
export const BookingConfirmationSchema = z.object({
  orderId: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** The amount paid, in rupees. */
  total: z.number(),
  /**
   * The secret of the order's tracking link, in the answer that created the booking only: a
   * repeat could come from anyone who knows the three values above.
   */
  trackingToken: z.optional(z.string()),
  /**
   * Until when the booking holds its appointment place while its payment is checked (UTC ISO,
   * decided by the server); null once verified or lapsed, and on bookings made before holds.
   */
  holdUntil: z.optional(z.nullable(z.string())),
  /**
   * False when no receipt was mailed: the address had all the receipts an hour allows (the cap
   * that keeps the form from relaying mail). In the answer that created the booking only.
   */
  receiptMailed: z.optional(z.boolean()),
  /** Absent only when the booking's centre is gone (a repeat of an old booking). */
  fitting: z.optional(ConfirmedFittingSchema),
});
export type BookingConfirmation = z.infer<typeof BookingConfirmationSchema>;
