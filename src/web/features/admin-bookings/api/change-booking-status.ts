import { type AdminBooking, AdminBookingSchema } from '@shared/admin/admin-bookings';
import { API_PATHS } from '@shared/api-paths';
import type { BookingStatus } from '@shared/booking/booking-status';
import { adminRequest } from '@/features/admin/api/admin-client';
import { jsonRequest } from '@/lib/api-client';

/** Answers the updated booking, its new history entry included. */
export function changeBookingStatus(id: string, status: BookingStatus): Promise<AdminBooking> {
  return adminRequest(
    API_PATHS.admin.bookingStatus(id),
    (data) => AdminBookingSchema.parse(data),
    jsonRequest('PATCH', { status }),
  );
}
