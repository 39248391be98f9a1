import { useQuery } from '@tanstack/react-query';
import { formatDay } from '#shared/format/dates.ts';
import { formatRupees } from '#shared/format/money.ts';
import type { RefundsOverview } from '#shared/refunds/admin-refunds.ts';
import { AdminPageHeader } from '#web/components/admin/admin-page-header.tsx';
import { BookingRefundPanel } from '#web/components/admin/booking-refund-panel.tsx';
import { QueryView } from '#web/components/admin/query-view.tsx';
import { cardClass } from '#web/components/ui/card.tsx';
import { refundsOverviewQuery } from '#web/lib/admin/api/refunds.ts';

type Row = RefundsOverview['requests'][number] | RefundsOverview['refunds'][number];

function BookingBlock({ row }: { row: Row }) {
  return (
    <li className={`${cardClass} space-y-3`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-plate font-semibold text-slate-900 text-sm">{row.orderId}</h3>
        <p className="text-slate-700 text-sm">
          {row.fullName} · {formatRupees(row.totalRupees)}
          {row.appointmentDay ? ` · fitting ${formatDay(row.appointmentDay, 'en', 'medium')}` : ''}
        </p>
      </div>
      <BookingRefundPanel bookingId={row.bookingId} />
    </li>
  );
}

/**
 * /admin/refunds: customers' requests to cancel waiting for a decision, then refunds to pay back
 * (oldest due first) and sent ones no bank statement has shown yet.
 */
export function RefundsPage() {
  const overview = useQuery(refundsOverviewQuery);
  return (
    <>
      <AdminPageHeader
        title="Refunds"
        description="Requests to cancel from the tracking link, and refunds to pay back by UPI within 7 working days. Times are India time."
      />
      <QueryView
        query={overview}
        failedMessage="The refunds could not be loaded."
        loadingText="Loading refunds…"
      >
        {(data) => (
          <div className="max-w-4xl space-y-8">
            <section aria-labelledby="requests-heading" className="space-y-3">
              <h2 id="requests-heading" className="font-semibold text-lg text-slate-900">
                Requests to cancel ({data.counts.requested})
              </h2>
              {data.requests.length === 0 ? (
                <p className="text-slate-600 text-sm">No request is waiting.</p>
              ) : (
                <ul className="space-y-3">
                  {data.requests.map((row) => (
                    <BookingBlock key={row.bookingId} row={row} />
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="refunds-heading" className="space-y-3">
              <h2 id="refunds-heading" className="font-semibold text-lg text-slate-900">
                Refunds due ({data.counts.due}, {data.counts.overdue} overdue) and not yet seen by
                the bank
              </h2>
              {data.refunds.length === 0 ? (
                <p className="text-slate-600 text-sm">No refund is open.</p>
              ) : (
                <ul className="space-y-3">
                  {data.refunds.map((row) => (
                    <BookingBlock key={row.bookingId} row={row} />
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </QueryView>
    </>
  );
}
