import * as z from 'zod/mini';
import { AppointmentMoveSchema } from '#shared/appointments/appointment-fields.ts';
import { TrackedAppointmentSchema } from '#shared/appointments/appointment-schema.ts';
import { INSTALLATION_OPTIONS } from '#shared/booking/booking-schema.ts';
import { BOOKING_STATUSES } from '#shared/booking/booking-status.ts';
import { ORDER_LOOKUP_PATTERN } from '#shared/booking/order-number.ts';
import { SERVICE_KEYS, VEHICLE_TYPES } from '#shared/catalog/services.ts';
import { PublicCentreSchema } from '#shared/centres/public-centre.ts';
import { PriceSchema } from '#shared/pricing/price-schema.ts';
import { TrackedCancellationSchema } from '#shared/refunds/tracked-cancellation.ts';
import { LOCALE_CODES } from '#shared/site/locales.ts';
import { messageKey } from '#shared/validation/form-messages.ts';
import { TRACKING_TOKEN_PATTERN } from './tracking-link.ts';

/** Order number (or its last ten digits) and registration number, both needed to see an order. */
export const TrackOrderSchema = z.object({
  orderId: z
    .string({ error: messageKey('orderNumberRequired') })
    .check(
      z.trim(),
      z.toUpperCase(),
      z.regex(ORDER_LOOKUP_PATTERN, messageKey('orderNumberFormat')),
    ),
  regNumber: z
    .string({ error: messageKey('regNumberRequired') })
    .check(
      z.trim(),
      z.minLength(1, messageKey('regNumberRequired')),
      z.maxLength(20, messageKey('regNumberRequired')),
    ),
});
export type TrackOrderInput = z.input<typeof TrackOrderSchema>;

/** What a customer sees of their order: no contact details, no staff names. */
export const TrackedOrderSchema = z.object({
  orderId: z.string(),
  service: z.enum(SERVICE_KEYS),
  vehicleType: z.enum(VEHICLE_TYPES),
  regNumber: z.string(),
  installation: z.enum(INSTALLATION_OPTIONS),
  price: PriceSchema,
  status: z.enum(BOOKING_STATUSES),
  createdAt: z.string(),
  history: z.array(z.object({ status: z.enum(BOOKING_STATUSES), at: z.string() })),
  /** Null on bookings made before fitting appointments. */
  appointment: z.nullable(TrackedAppointmentSchema),
  /**
   * Where it is fitted (dealer installation) or whose team comes (home): the booking's centre,
   * whose calendar a move asks. Null only when its centre's row is gone.
   */
  centre: z.nullable(PublicCentreSchema),
  /**
   * Until when the unverified booking holds its place (UTC ISO): while it waits for its payment
   * check, and on a booking that lapsed (until when it was held). Null otherwise (decision 0032).
   */
  holdUntil: z.optional(z.nullable(z.string())),
  /** Cancelled because no payment was verified by then ("payment not received in time"). */
  lapsed: z.optional(z.boolean()),
  /** The language the customer booked in: the page a mail's link opens speaks it. */
  locale: z.optional(z.enum(LOCALE_CODES)),
  /** Asking to cancel, the request's state and the refund (docs/product.md#cancellation-and-refunds). */
  cancellation: z.optional(TrackedCancellationSchema),
  /** A cancelled, invoiced order's GST credit note can be downloaded (decision 0049). */
  creditNote: z.optional(z.boolean()),
});
export type TrackedOrder = z.infer<typeof TrackedOrderSchema>;

/** The tracking link's secret, as the tracking page sends it. */
export const TrackByLinkSchema = z.object({
  token: z
    .string({ error: messageKey('trackLinkNotFound') })
    .check(z.regex(TRACKING_TOKEN_PATTERN, messageKey('trackLinkNotFound'))),
});
export type TrackByLinkInput = z.input<typeof TrackByLinkSchema>;

/** The tracking page's "Change appointment": the link's secret and the new day and slot. */
export const TrackAppointmentMoveSchema = z.object({
  ...TrackByLinkSchema.shape,
  ...AppointmentMoveSchema.shape,
});
export type TrackAppointmentMoveInput = z.input<typeof TrackAppointmentMoveSchema>;
