import type { BookingFilters } from '@shared/admin/admin-bookings';
import { BOOKING_STATUSES, type BookingStatus } from '@shared/booking/booking-status';
import { VEHICLE_TYPES, type VehicleType } from '@shared/catalog/services';

/*
 * The list's filters live in the page URL (?search=&status=&vehicleType=), so a reload, a shared
 * link or the back button shows the same list.
 */
export function filtersFromParams(params: URLSearchParams): BookingFilters {
  const status = params.get('status');
  const vehicleType = params.get('vehicleType');
  return {
    search: params.get('search')?.trim() || undefined,
    status: BOOKING_STATUSES.includes(status as BookingStatus)
      ? (status as BookingStatus)
      : undefined,
    vehicleType: VEHICLE_TYPES.includes(vehicleType as VehicleType)
      ? (vehicleType as VehicleType)
      : undefined,
  };
}
