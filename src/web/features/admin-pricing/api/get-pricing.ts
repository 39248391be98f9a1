import { AdminPricingSchema } from '@shared/admin/admin-settings';
import { API_PATHS } from '@shared/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';

export const pricingQuery = queryOptions({
  queryKey: ['pricing'],
  queryFn: ({ signal }) => adminRequest(API_PATHS.admin.pricing, AdminPricingSchema, { signal }),
});
