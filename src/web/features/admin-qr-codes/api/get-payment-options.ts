import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths.ts';
import { PaymentOptionsSchema } from '#shared/storefront/storefront.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';

export const paymentOptionsQuery = queryOptions({
  queryKey: ['payment-options'],
  queryFn: ({ signal }) =>
    adminRequest(API_PATHS.admin.paymentOptions, PaymentOptionsSchema, {
      signal,
    }),
});
