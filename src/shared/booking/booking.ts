import * as z from 'zod/mini';
import { BookingAppointmentSchema } from '#shared/appointments/appointment-fields.ts';
import { SERVICE_KEYS, VEHICLE_TYPES } from '#shared/catalog/services.ts';
import { PriceSchema } from '#shared/pricing/price-schema.ts';
import { LOCALE_CODES } from '#shared/site/locales.ts';
import { INSTALLATION_OPTIONS } from './booking-schema.ts';
import { BOOKING_STATUSES } from './booking-status.ts';

/** A stored booking as the API returns it, priced by the server (docs/product.md#prices). */
export const BookingSchema = z.object({
  orderId: z.string(),
  fullName: z.string(),
  phone: z.string(),
  email: z.string(),
  state: z.string(),
  city: z.string(),
  pincode: z.string(),
  address: z.string(),
  regNumber: z.string(),
  chassisLast5: z.string(),
  engineLast5: z.string(),
  installation: z.enum(INSTALLATION_OPTIONS),
  service: z.enum(SERVICE_KEYS),
  vehicleType: z.enum(VEHICLE_TYPES),
  price: PriceSchema,
  txnId: z.string(),
  /** Another booking already carries this transaction number: admins should look twice. */
  duplicateTxn: z.boolean(),
  payment: z.object({
    method: z.literal('UPI'),
    submittedAt: z.string(),
    hasProof: z.boolean(),
  }),
  status: z.enum(BOOKING_STATUSES),
  createdAt: z.string(),
  /** Null on bookings made before fitting appointments. */
  appointment: z.nullable(BookingAppointmentSchema),
  /** The customer's language when they booked ('en' on bookings made before it was kept). */
  locale: z.enum(LOCALE_CODES),
});
export type Booking = z.infer<typeof BookingSchema>;
