import { API_PATHS } from '@shared/api-paths';
import { AdminPricingSchema } from '@shared/pricing/pricing-schema';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';

/** Every service's pricing per vehicle type it allows. */
export const pricingQuery = queryOptions({
  queryKey: ['pricing'],
  queryFn: ({ signal }) => adminRequest(API_PATHS.admin.pricing, AdminPricingSchema, { signal }),
});
