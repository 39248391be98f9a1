import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths.ts';
import { PoliciesSchema } from '#shared/policies/policies-schema.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';

export const policiesQuery = queryOptions({
  queryKey: ['policies'],
  queryFn: ({ signal }) => adminRequest(API_PATHS.admin.policies, PoliciesSchema, { signal }),
});
