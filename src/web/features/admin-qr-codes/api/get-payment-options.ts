import { API_PATHS } from '@shared/api-paths';
import { PaymentOptionsSchema } from '@shared/storefront/storefront';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';

export const paymentOptionsQuery = queryOptions({
  queryKey: ['payment-options'],
  queryFn: ({ signal }) =>
    adminRequest(API_PATHS.admin.paymentOptions, PaymentOptionsSchema, {
      signal,
    }),
});
