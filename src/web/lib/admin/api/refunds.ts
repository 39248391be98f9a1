import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths.ts';
import {
  BookingRefundStateSchema,
  type DecideCancellation,
  type RecordRefundSent,
  RefundsOverviewSchema,
} from '#shared/refunds/admin-refunds.ts';
import { jsonRequest } from '#web/lib/api-client.ts';
import { adminRequest } from './admin-client.ts';
import { dashboardQuery } from './get-dashboard.ts';
import { bookingList } from './list-bookings.ts';

/** A booking's latest cancellation request and its refund (booking card, Refunds page). */
export const bookingRefundQuery = (bookingId: string) =>
  queryOptions({
    queryKey: ['booking-refund', bookingId],
    queryFn: ({ signal }) =>
      adminRequest(API_PATHS.admin.bookingRefund(bookingId), BookingRefundStateSchema, { signal }),
  });

/** Requests waiting, refunds to send or to see in the bank, and the dashboard's counts. */
export const refundsOverviewQuery = queryOptions({
  queryKey: ['refunds-overview'],
  queryFn: ({ signal }) => adminRequest(API_PATHS.admin.refunds, RefundsOverviewSchema, { signal }),
});

/** After a decision or a refund sent: the booking's panel, the overview and the bookings list. */
function useRefreshAfter(bookingId: string) {
  const queryClient = useQueryClient();
  return (saved: unknown) => {
    queryClient.setQueryData(bookingRefundQuery(bookingId).queryKey, saved as never);
    void queryClient.invalidateQueries({ queryKey: refundsOverviewQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: bookingList.all });
    void queryClient.invalidateQueries({ queryKey: dashboardQuery.queryKey });
  };
}

export function useDecideCancellation(bookingId: string) {
  const refresh = useRefreshAfter(bookingId);
  return useMutation({
    mutationFn: (decision: DecideCancellation) =>
      adminRequest(
        API_PATHS.admin.bookingCancellationDecision(bookingId),
        BookingRefundStateSchema,
        jsonRequest('POST', decision),
      ),
    onSuccess: refresh,
  });
}

export function useRecordRefundSent(bookingId: string) {
  const refresh = useRefreshAfter(bookingId);
  return useMutation({
    mutationFn: (sent: RecordRefundSent) =>
      adminRequest(
        API_PATHS.admin.bookingRefundSent(bookingId),
        BookingRefundStateSchema,
        jsonRequest('POST', sent),
      ),
    onSuccess: refresh,
  });
}
