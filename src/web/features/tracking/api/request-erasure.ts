import {
  type ErasureRequested,
  ErasureRequestedSchema,
} from '#shared/personal-data/my-data-schema.ts';
import { PERSONAL_DATA_API_PATHS } from '#shared/personal-data/personal-data-api-paths.ts';
import { apiRequest, jsonRequest } from '#web/lib/api-client.ts';

/** POST /api/track/link/erasure: asks for the order's data to be erased; answers when. */
export function requestErasure(token: string): Promise<ErasureRequested> {
  return apiRequest(
    PERSONAL_DATA_API_PATHS.erasure,
    (data) => ErasureRequestedSchema.parse(data),
    jsonRequest('POST', { token }),
  );
}
