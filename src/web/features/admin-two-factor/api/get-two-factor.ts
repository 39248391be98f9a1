import { TwoFactorStatusSchema } from '@shared/admin/two-factor-schema';
import { API_PATHS } from '@shared/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';

export const twoFactorQuery = queryOptions({
  queryKey: ['two-factor'],
  queryFn: ({ signal }) =>
    adminRequest(API_PATHS.admin.twoFactor, TwoFactorStatusSchema, { signal }),
});
