import { API_PATHS } from '@shared/api-paths';
import { PoliciesSchema } from '@shared/policies/policies-schema';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';

export const policiesQuery = queryOptions({
  queryKey: ['policies'],
  queryFn: ({ signal }) => adminRequest(API_PATHS.admin.policies, PoliciesSchema, { signal }),
});
