import { API_PATHS } from '@shared/api-paths';
import { type ReopenLapsed, StoredLineSchema } from '@shared/payments/payment-matching';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';
import { jsonRequest } from '@/lib/api-client';
import { refreshAfterPayments } from './refresh-after-payments';

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
