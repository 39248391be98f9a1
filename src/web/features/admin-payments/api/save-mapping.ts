import { API_PATHS } from '@shared/api-paths';
import { SavedMappingSchema } from '@shared/payments/payment-matching';
import type { StatementColumnMappingInput } from '@shared/payments/statement-mapping';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';
import { jsonRequest } from '@/lib/api-client';
import { mappingQuery } from './get-mapping';

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
