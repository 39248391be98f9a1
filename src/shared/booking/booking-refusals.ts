import * as z from 'zod/mini';

/** Why a booking was refused at submission, as the dashboard counts them (decision 0032). */
export const BOOKING_REFUSAL_REASONS = [
  'address-day',
  'address-open-holds',
  'phone-open-holds',
  'address-rate',
  'phone-rate',
  'duplicate-txn',
] as const;
export type BookingRefusalReason = (typeof BOOKING_REFUSAL_REASONS)[number];

/** The reasons in the owner's words (the admin area is English only). */
export const BOOKING_REFUSAL_LABELS = {
  'address-day': 'One connection, too many unpaid bookings for one day',
  'address-open-holds': 'One connection, too many unpaid bookings in all',
  'phone-open-holds': 'One mobile number, too many unpaid bookings',
  'address-rate': 'One connection, too many attempts in ten minutes',
  'phone-rate': 'One mobile number, too many bookings in an hour',
  'duplicate-txn': 'Transaction number already used',
} as const satisfies Record<BookingRefusalReason, string>;

export const BookingRefusalCountsSchema = z.object({
  /** India day (YYYY-MM-DD) the counts end on. */
  today: z.string(),
  reasons: z.array(
    z.object({
      reason: z.enum(BOOKING_REFUSAL_REASONS),
      today: z.number(),
      /** Today and the six days before. */
      lastSevenDays: z.number(),
    }),
  ),
});
export type BookingRefusalCounts = z.infer<typeof BookingRefusalCountsSchema>;
