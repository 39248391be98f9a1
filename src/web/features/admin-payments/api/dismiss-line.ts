import { API_PATHS } from '@shared/api-paths';
import { StoredLineSchema } from '@shared/payments/payment-matching';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';
import { jsonRequest } from '@/lib/api-client';
import { refreshAfterPayments } from './refresh-after-payments';

/** Sets a bank line aside with staff's note (a refund, a personal transfer). */
export function useDismissLine(lineId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      adminRequest(
        API_PATHS.admin.paymentsLineDismiss(lineId),
        StoredLineSchema,
        jsonRequest('POST', { note }),
      ),
    onSuccess: () => refreshAfterPayments(queryClient),
  });
}
