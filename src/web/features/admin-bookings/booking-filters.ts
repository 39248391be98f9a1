import type { BookingFilters } from '#shared/admin/admin-bookings.ts';
import { BOOKING_STATUSES } from '#shared/booking/booking-status.ts';
import { VEHICLE_TYPES } from '#shared/catalog/services.ts';

/** The member of a closed vocabulary that `value` names, if any. */
const oneOf = <T extends string>(vocabulary: readonly T[], value: string | null) =>
  vocabulary.find((member) => member === value);

/*
 * The list's filters live in the page URL (?search=&status=&vehicleType=), so a reload, a shared
 * link or the back button shows the same list.
 */
export function filtersFromParams(params: URLSearchParams): BookingFilters {
  return {
    search: params.get('search')?.trim() || undefined,
    status: oneOf(BOOKING_STATUSES, params.get('status')),
    vehicleType: oneOf(VEHICLE_TYPES, params.get('vehicleType')),
  };
}
