import { API_PATHS } from '@shared/api-paths';
import { SavedMappingSchema } from '@shared/payments/payment-matching';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';

/** The column mapping staff saved for a bank without a preset (null until saved). */
export const mappingQuery = queryOptions({
  queryKey: ['payments-mapping'],
  queryFn: ({ signal }) =>
    adminRequest(API_PATHS.admin.paymentsMapping, SavedMappingSchema, { signal }),
});
