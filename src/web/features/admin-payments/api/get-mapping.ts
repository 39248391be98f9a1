import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths.ts';
import { SavedMappingSchema } from '#shared/payments/payment-matching.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';

/** The column mapping staff saved for a bank without a preset (null until saved). */
export const mappingQuery = queryOptions({
  queryKey: ['payments-mapping'],
  queryFn: ({ signal }) =>
    adminRequest(API_PATHS.admin.paymentsMapping, SavedMappingSchema, { signal }),
});
