import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths.ts';
import {
  type GrievanceOfficer,
  type Policies,
  PoliciesSchema,
  type PolicyText,
} from '#shared/policies/policies-schema.ts';
import type { PolicyDocument } from '#shared/policies/required-policies.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';
import { goLiveQuery } from '#web/lib/admin/api/get-go-live.ts';
import { jsonRequest } from '#web/lib/api-client.ts';
import { policiesQuery } from './get-policies.ts';

/** Publishes what the owner saved: the answer is every policy as customers now read them. */
function useSavePolicies<Input>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => adminRequest(path, PoliciesSchema, jsonRequest('PUT', input)),
    onSuccess: (saved: Policies) => {
      queryClient.setQueryData(policiesQuery.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: goLiveQuery.queryKey });
    },
  });
}

export function useSavePolicyText(document: PolicyDocument) {
  return useSavePolicies<PolicyText>(API_PATHS.admin.policyDocument(document));
}

export function useSaveGrievanceOfficer() {
  return useSavePolicies<GrievanceOfficer>(API_PATHS.admin.grievanceOfficer);
}
