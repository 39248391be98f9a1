import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths.ts';
import { StoredLineSchema } from '#shared/payments/payment-matching.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';
import { jsonRequest } from '#web/lib/api-client.ts';
import { refreshAfterPayments } from './refresh-after-payments.ts';

/** Matches a bank credit to a booking by hand; a waiting booking is confirmed by it. */
export function useMatchLine(lineId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) =>
      adminRequest(
        API_PATHS.admin.paymentsLineMatch(lineId),
        StoredLineSchema,
        jsonRequest('POST', { bookingId }),
      ),
    onSuccess: () => refreshAfterPayments(queryClient),
  });
}
