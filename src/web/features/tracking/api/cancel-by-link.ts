import { CANCEL_API_PATHS } from '#shared/refunds/cancel-api-paths.ts';
import { type TrackedOrder, TrackedOrderSchema } from '#shared/tracking/track-schema.ts';
import { apiRequest, jsonRequest } from '#web/lib/api-client.ts';

/** POST /api/track/link/cancel: asks to cancel the order; answers the order as it is now. */
export function cancelByLink(token: string, reason: string): Promise<TrackedOrder> {
  return apiRequest(CANCEL_API_PATHS.cancelByLink, (data) => TrackedOrderSchema.parse(data), {
    ...jsonRequest('POST', { token, reason }),
  });
}
