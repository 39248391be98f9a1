import { type Policies, PoliciesSchema } from '#shared/policies/policies-schema.ts';
import { PUBLIC_API_PATHS } from '#shared/public-api-paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** GET /api/policies: every policy as published now (null where the owner has not saved one). */
export function getPolicies(signal?: AbortSignal): Promise<Policies> {
  return apiRequest(PUBLIC_API_PATHS.policies, (data) => PoliciesSchema.parse(data), { signal });
}
