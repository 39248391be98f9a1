import { API_PATHS } from '@shared/api-paths';
import { PaymentsQueueSchema } from '@shared/payments/payment-matching';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';
import { toQueryString } from '@/lib/query-string';

/** Credits no booking claimed, and bookings no credit came for within `waitingDays`. */
export const paymentsQueue = {
  all: ['payments-queue'] as const,
  query: (waitingDays: number) =>
    queryOptions({
      queryKey: ['payments-queue', waitingDays],
      queryFn: ({ signal }) =>
        adminRequest(
          `${API_PATHS.admin.paymentsQueue}${toQueryString({ waitingDays: String(waitingDays) })}`,
          PaymentsQueueSchema,
          { signal },
        ),
      // Another number of days keeps the lists on screen until its answer arrives.
      placeholderData: keepPreviousData,
    }),
};
