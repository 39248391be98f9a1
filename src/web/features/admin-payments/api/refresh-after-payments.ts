import type { QueryClient } from '@tanstack/react-query';
import { dashboardQuery } from '#web/lib/admin/api/get-dashboard.ts';
import { bookingList } from '#web/lib/admin/api/list-bookings.ts';
import { paymentsQueue } from './get-payments-queue.ts';

/** A statement applied or a line decided changes bookings, the queue and the dashboard's money. */
export function refreshAfterPayments(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentsQueue.all }),
    queryClient.invalidateQueries({ queryKey: bookingList.all }),
    queryClient.invalidateQueries({ queryKey: dashboardQuery.queryKey }),
  ]);
}
