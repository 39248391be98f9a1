import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths.ts';
import { PaymentsQueueSchema } from '#shared/payments/payment-matching.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';
import { toQueryString } from '#web/lib/query-string.ts';

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
