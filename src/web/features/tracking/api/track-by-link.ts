import { PUBLIC_API_PATHS } from '@shared/public-api-paths';
import { type TrackedOrder, TrackedOrderSchema } from '@shared/tracking/track-schema';
import { apiRequest, jsonRequest } from '@/lib/api-client';

/** POST /api/track/link: the order behind a tracking link's secret (sent in the body, not the URL). */
export function trackByLink(token: string, signal?: AbortSignal): Promise<TrackedOrder> {
  return apiRequest(PUBLIC_API_PATHS.trackByLink, (data) => TrackedOrderSchema.parse(data), {
    ...jsonRequest('POST', { token }),
    signal,
  });
}
