import type { Policies } from '#shared/policies/policies-schema.ts';
import { type Request, useRequest } from '#web/lib/use-request.ts';
import { getPolicies } from './api/get-policies.ts';

/** The published policies, read fresh each time a policy page opens; `retry` after a failure. */
export function usePolicies(): Request<Policies> {
  // The page words its own failure ("Could not load this page").
  return useRequest('policies', getPolicies, {});
}
