import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths.ts';
import { type ReopenLapsed, StoredLineSchema } from '#shared/payments/payment-matching.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';
import { jsonRequest } from '#web/lib/api-client.ts';
import { refreshAfterPayments } from './refresh-after-payments.ts';

/**
 * Reopens the lapsed booking a credit came for, into a new fitting slot: the booking is confirmed
 * by the line, and the slot's places and the day views change with it.
 */
export function useReopenLapsed(lineId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: ReopenLapsed) =>
      adminRequest(
        API_PATHS.admin.paymentsLineReopen(lineId),
        StoredLineSchema,
        jsonRequest('POST', choice),
      ),
    onSuccess: () =>
      Promise.all([
        refreshAfterPayments(queryClient),
        queryClient.invalidateQueries({ queryKey: ['fitment-calendar'] }),
        queryClient.invalidateQueries({ queryKey: ['appointments'] }),
      ]),
  });
}
