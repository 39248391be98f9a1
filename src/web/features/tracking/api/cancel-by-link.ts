import { PUBLIC_API_PATHS } from '#shared/public-api-paths.ts';
import { type TrackedOrder, TrackedOrderSchema } from '#shared/tracking/track-schema.ts';
import { apiRequest, jsonRequest } from '#web/lib/api-client.ts';

/** POST /api/track/link/cancel: asks to cancel the order; answers the order as it is now. */
export function cancelByLink(token: string, reason: string): Promise<TrackedOrder> {
  return apiRequest(PUBLIC_API_PATHS.trackCancelByLink, (data) => TrackedOrderSchema.parse(data), {
    ...jsonRequest('POST', { token, reason }),
  });
}
