import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths.ts';
import { AdminPricingSchema } from '#shared/pricing/pricing-schema.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';

/** Every service's pricing per vehicle type it allows. */
export const pricingQuery = queryOptions({
  queryKey: ['pricing'],
  queryFn: ({ signal }) => adminRequest(API_PATHS.admin.pricing, AdminPricingSchema, { signal }),
});
