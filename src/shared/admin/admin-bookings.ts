import * as z from 'zod/mini';
import { BookingSchema } from '#shared/booking/booking.ts';
import { BOOKING_STATUSES } from '#shared/booking/booking-status.ts';
import { VEHICLE_TYPES } from '#shared/catalog/services.ts';
import { FORM_MESSAGES } from '#shared/validation/form-messages.ts';
import { SINGLE_LINE } from '#shared/validation/text-rules.ts';
import { BOOKING_FLAGS } from './booking-flags.ts';

/** The bookings list's page and the dashboard's latest bookings (docs/product.md#admin-area). */
export const BOOKINGS_PAGE_SIZE = 12;
export const DASHBOARD_RECENT_COUNT = 5;
export const DASHBOARD_DAYS = 30;

export const StatusChangeSchema = z.object({
  status: z.enum(BOOKING_STATUSES, { error: 'Unknown booking status.' }),
  /**
   * Confirming or fulfilling a flagged booking (booking-flags.ts) is refused without it: staff
   * were shown the flag and confirmed anyway.
   */
  acknowledgeFlags: z.optional(z.boolean({ error: 'acknowledgeFlags must be true or false.' })),
});

/** One entry of a booking's status history: who moved it from what to what, and when. */
export const StatusChangeEntrySchema = z.object({
  from: z.nullable(z.enum(BOOKING_STATUSES)),
  to: z.enum(BOOKING_STATUSES),
  by: z.string(),
  at: z.string(),
  /** Where the change came from, e.g. "Confirmed from line 7 of statement hdfc-nov.csv". */
  note: z.optional(z.string()),
});
export type StatusChangeEntry = z.infer<typeof StatusChangeEntrySchema>;

/** The bank's own line for a booking's payment, shown beside what the customer gave. */
export const BankLineEvidenceSchema = z.object({
  /** The transaction date as the bank printed it, YYYY-MM-DD. */
  date: z.string(),
  amountPaise: z.number(),
  description: z.string(),
  upiReference: z.string(),
  fileName: z.string(),
  lineNumber: z.number(),
  /** Who matched it (the statement's applier, or the staff member who matched it by hand), when. */
  decidedBy: z.string(),
  decidedAt: z.string(),
});
export type BankLineEvidence = z.infer<typeof BankLineEvidenceSchema>;

/** A booking as admins see it: with its id, its proof's (admin-only) URL and its history. */
export const AdminBookingSchema = z.extend(BookingSchema, {
  id: z.string(),
  /** The fitting centre it is fitted at or visited from (decision 0051). */
  centreId: z.string(),
  proofUrl: z.nullable(z.string()),
  history: z.array(StatusChangeEntrySchema),
  /** Its tax invoice's number, once its payment was verified while the business had a GSTIN. */
  invoiceNumber: z.nullable(z.string()),
  /** The bank statement line that paid it (Payments desk), or null: "no bank credit yet". */
  bankLine: z.nullable(BankLineEvidenceSchema),
  /** What should make staff look twice before confirming (booking-flags.ts). */
  flags: z.array(z.enum(BOOKING_FLAGS)),
});
export type AdminBooking = z.infer<typeof AdminBookingSchema>;

const optionalText = (max: number) =>
  z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(max, `Please use at most ${max} characters.`),
        z.regex(SINGLE_LINE, FORM_MESSAGES.noControlCharacters),
      ),
  );

/**
 * Filters of the bookings list and its CSV export; `search` matches a part of the order id,
 * phone, registration, transaction number or customer's name (bookingSearchText).
 */
export const BookingFiltersSchema = z.object({
  search: optionalText(50),
  status: z.optional(z.enum(BOOKING_STATUSES, { error: 'Unknown booking status.' })),
  vehicleType: z.optional(z.enum(VEHICLE_TYPES, { error: 'Unknown vehicle type.' })),
});
export type BookingFilters = z.infer<typeof BookingFiltersSchema>;

export const BookingListQuerySchema = z.extend(BookingFiltersSchema, {
  cursor: optionalText(200),
});
export type BookingListQuery = z.infer<typeof BookingListQuerySchema>;

export const BookingListPageSchema = z.object({
  bookings: z.array(AdminBookingSchema),
  /** Pass back as `cursor` for the next page; null when this page has fewer than a full page. */
  nextCursor: z.nullable(z.string()),
});
export type BookingListPage = z.infer<typeof BookingListPageSchema>;

export const DashboardSchema = z.object({
  totalBookings: z.number(),
  recent: z.array(AdminBookingSchema),
  /**
   * The last DASHBOARD_DAYS days in India time, oldest first, days without bookings included.
   * Revenue counts confirmed and fulfilled bookings only: payments staff have checked.
   */
  daily: z.array(z.object({ day: z.string(), bookings: z.number(), revenue: z.number() })),
  /** Bookings of the same days whose payment is submitted but not yet checked, and their sum. */
  awaitingVerification: z.object({ bookings: z.number(), amount: z.number() }),
  /**
   * Money not verified as it stands now, whatever the day it came: bookings waiting for staff
   * (PAYMENT_SUBMITTED), and bank credits no booking claimed (unmatched statement lines).
   */
  unverifiedMoney: z.object({
    bookingsWaiting: z.object({ count: z.number(), amountPaise: z.number() }),
    creditsWithoutBooking: z.object({ count: z.number(), amountPaise: z.number() }),
  }),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
