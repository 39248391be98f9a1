import * as z from 'zod/mini';
import { API_PATHS } from '../../../../shared/api-paths';
import type { Booking } from '../../../../shared/booking/booking';
import type { CreateBookingInput } from '../../../../shared/booking/booking-schema';
import type { ServiceKey, VehicleType } from '../../../../shared/catalog/services';
import { apiRequest } from '../../../lib/api-client';
import type { BookingSelection } from '../../booking/booking-selection';

/*
 * Only what the success page needs is checked: once the server has stored the booking, a change
 * elsewhere in its answer must not make the customer believe the payment failed.
 */
const CreatedBookingSchema = z.object({ orderId: z.string(), fullName: z.string() });
export type CreatedBooking = Pick<Booking, 'orderId' | 'fullName'>;

export interface CreateBookingRequest {
  selection: BookingSelection & { service: ServiceKey; vehicleType: VehicleType };
  orderId: string;
  txnId: string;
  screenshot: File | null;
}

/** POST /api/bookings as multipart form data. No price is sent: the server prices the booking. */
export function createBooking({ selection, orderId, txnId, screenshot }: CreateBookingRequest) {
  const fields = {
    service: selection.service,
    vehicleType: selection.vehicleType,
    fullName: selection.fullName,
    phone: selection.phone,
    email: selection.email,
    state: selection.state,
    city: selection.city,
    pincode: selection.pincode,
    address: selection.address,
    regNumber: selection.regNumber,
    chassisLast5: selection.chassisLast5,
    engineLast5: selection.engineLast5,
    installation: selection.installation,
    orderId,
    txnId,
  } satisfies Record<keyof CreateBookingInput, string>;
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  // The file goes last so a streaming multipart parser has every text field before it.
  if (screenshot) body.append('screenshot', screenshot);
  return apiRequest<CreatedBooking>(
    API_PATHS.bookings,
    (data) => CreatedBookingSchema.parse(data),
    {
      method: 'POST',
      body,
    },
  );
}
