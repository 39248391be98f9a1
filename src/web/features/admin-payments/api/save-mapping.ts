import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths.ts';
import { SavedMappingSchema } from '#shared/payments/payment-matching.ts';
import type { StatementColumnMappingInput } from '#shared/payments/statement-mapping.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';
import { jsonRequest } from '#web/lib/api-client.ts';
import { mappingQuery } from './get-mapping.ts';

/** Saves the bank's column mapping; the answer, the mapping as stored, is kept. */
export function useSaveMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mapping: StatementColumnMappingInput) =>
      adminRequest(
        API_PATHS.admin.paymentsMapping,
        SavedMappingSchema,
        jsonRequest('PUT', { mapping }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(mappingQuery.queryKey, saved),
  });
}
