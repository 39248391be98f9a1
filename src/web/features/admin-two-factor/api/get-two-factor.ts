import { queryOptions } from '@tanstack/react-query';
import { TwoFactorStatusSchema } from '#shared/admin/two-factor-schema.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';

export const twoFactorQuery = queryOptions({
  queryKey: ['two-factor'],
  queryFn: ({ signal }) =>
    adminRequest(API_PATHS.admin.twoFactor, TwoFactorStatusSchema, { signal }),
});
