import { PUBLIC_API_PATHS } from '#shared/public-api-paths.ts';
import {
  type TrackedOrder,
  TrackedOrderSchema,
  type TrackOrderInput,
} from '#shared/tracking/track-schema.ts';
import { apiRequest, jsonRequest } from '#web/lib/api-client.ts';

/** POST /api/track: the order's status, price and history, when both numbers match. */
export function trackOrder(input: TrackOrderInput): Promise<TrackedOrder> {
  return apiRequest(
    PUBLIC_API_PATHS.track,
    (data) => TrackedOrderSchema.parse(data),
    jsonRequest('POST', input),
  );
}
