import { type Policies, PoliciesSchema } from '@shared/policies/policies-schema';
import { PUBLIC_API_PATHS } from '@shared/public-api-paths';
import { apiRequest } from '@/lib/api-client';

/** GET /api/policies: every policy as published now (null where the owner has not saved one). */
export function getPolicies(signal?: AbortSignal): Promise<Policies> {
  return apiRequest(PUBLIC_API_PATHS.policies, (data) => PoliciesSchema.parse(data), { signal });
}
