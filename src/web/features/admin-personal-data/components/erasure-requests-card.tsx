import { useQuery } from '@tanstack/react-query';
import { formatIndiaDateTime } from '#shared/format/india-clock.ts';
import { ErrorNotice } from '#web/components/admin/notice.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { erasureRequestsQuery, useCompleteErasure } from '../api/erasure-requests.ts';

/**
 * Customers' open erasure requests with staff's "Complete erasure" (until the complaints queue
 * lists them as tickets of kind data_erasure).
 */
export function ErasureRequestsCard() {
  const requests = useQuery(erasureRequestsQuery);
  const complete = useCompleteErasure();
  const list = requests.data?.requests ?? [];
  return (
    <Card className="space-y-3">
      <h2 className="font-semibold text-slate-900">Erasure requests</h2>
      <p className="text-slate-600 text-sm">
        Completing one blanks the customer’s name, phone, e-mail, address, vehicle numbers and
        messages and deletes the screenshot; the invoice, amounts and order number stay.
      </p>
      {requests.isSuccess && list.length === 0 && (
        <p className="text-slate-700 text-sm">No open requests.</p>
      )}
      <ul className="divide-y divide-slate-200">
        {list.map((request) => (
          <li key={request.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
            <span className="font-medium">{request.orderId}</span>
            <span className="text-slate-600">
              asked {formatIndiaDateTime(request.requestedAt)} · {request.status}
            </span>
            <Button
              size="sm"
              variant="secondary"
              disabled={complete.isPending}
              onClick={() => complete.mutate(request.bookingId)}
            >
              Complete erasure
            </Button>
          </li>
        ))}
      </ul>
      <ErrorNotice
        message={
          requests.isError
            ? errorMessage(requests.error, 'Failed to load the requests.')
            : complete.isError
              ? errorMessage(complete.error, 'Could not erase.')
              : undefined
        }
      />
    </Card>
  );
}
