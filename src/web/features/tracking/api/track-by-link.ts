import { PUBLIC_API_PATHS } from '#shared/public-api-paths.ts';
import { type TrackedOrder, TrackedOrderSchema } from '#shared/tracking/track-schema.ts';
import { apiRequest, jsonRequest } from '#web/lib/api-client.ts';

/** POST /api/track/link: the order behind a tracking link's secret (sent in the body, not the URL). */
export function trackByLink(token: string, signal?: AbortSignal): Promise<TrackedOrder> {
  return apiRequest(PUBLIC_API_PATHS.trackByLink, (data) => TrackedOrderSchema.parse(data), {
    ...jsonRequest('POST', { token }),
    signal,
  });
}
