import { HoldPreviewSchema } from '#shared/booking/hold-preview.ts';
import { PUBLIC_API_PATHS } from '#shared/public-api-paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** GET /api/bookings/hold: until when a booking submitted now would hold its place. */
export function getHoldPreview(signal: AbortSignal) {
  return apiRequest(PUBLIC_API_PATHS.bookingHold, (data) => HoldPreviewSchema.parse(data), {
    signal,
  });
}
