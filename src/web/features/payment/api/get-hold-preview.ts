import { HoldPreviewSchema } from '#shared/booking/hold-preview.ts';
import { PUBLIC_API_PATHS } from '#shared/public-api-paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * GET /api/bookings/hold?centre=…: until when a booking submitted now would hold its place (the
 * hours count on that fitting centre's working days).
 */
export const getHoldPreview = (centre: string) => (signal: AbortSignal) =>
  apiRequest(
    `${PUBLIC_API_PATHS.bookingHold}?centre=${encodeURIComponent(centre)}`,
    (data) => HoldPreviewSchema.parse(data),
    { signal },
  );
