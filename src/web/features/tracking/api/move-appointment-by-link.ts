import { PUBLIC_API_PATHS } from '#shared/public-api-paths.ts';
import { type TrackedOrder, TrackedOrderSchema } from '#shared/tracking/track-schema.ts';
import { apiRequest, jsonRequest } from '#web/lib/api-client.ts';

/** POST /api/track/link/appointment: moves the order's appointment; answers the order as it is now. */
export function moveAppointmentByLink(
  token: string,
  to: { day: string; slot: string },
): Promise<TrackedOrder> {
  return apiRequest(
    PUBLIC_API_PATHS.trackAppointmentByLink,
    (data) => TrackedOrderSchema.parse(data),
    {
      ...jsonRequest('POST', { token, ...to }),
    },
  );
}
