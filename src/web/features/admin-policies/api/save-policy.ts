import { API_PATHS } from '@shared/api-paths';
import {
  type GrievanceOfficer,
  type Policies,
  PoliciesSchema,
  type PolicyText,
} from '@shared/policies/policies-schema';
import type { PolicyDocument } from '@shared/policies/policy-pages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';
import { goLiveQuery } from '@/features/admin-go-live/api/get-go-live';
import { jsonRequest } from '@/lib/api-client';
import { policiesQuery } from './get-policies';

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
