import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths.ts';
import { StoredLineSchema } from '#shared/payments/payment-matching.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';
import { jsonRequest } from '#web/lib/api-client.ts';
import { refreshAfterPayments } from './refresh-after-payments.ts';

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
