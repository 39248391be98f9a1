import { API_PATHS } from '@shared/api-paths';
import { StoredLineSchema } from '@shared/payments/payment-matching';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';
import { jsonRequest } from '@/lib/api-client';
import { refreshAfterPayments } from './refresh-after-payments';

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
