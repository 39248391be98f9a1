import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TrackedOrder } from '../../../shared/tracking/track-schema';
import { PageHeader } from '../../components/page-header';
import { trackingMessages } from '../../i18n/messages';
import { OrderDetails } from './components/order-details';
import { OrderStatusSummary } from './components/order-status-summary';
import { TrackOrderForm } from './components/track-order-form';

export function TrackOrderPage() {
  const [searchParams] = useSearchParams();
  const orderParam = searchParams.get('order')?.trim() ?? '';
  const t = useStore(trackingMessages);
  // `lookup` counts answers, so the status is announced again after every look-up.
  const [result, setResult] = useState<{ order: TrackedOrder; lookup: number } | null>(null);

  return (
    <>
      <PageHeader title={t.title}>{t.intro}</PageHeader>
      <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-8">
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <TrackOrderForm
            key={orderParam}
            defaultOrderId={orderParam}
            onResult={(order) =>
              setResult((last) => order && { order, lookup: (last?.lookup ?? 0) + 1 })
            }
          />
        </div>
        {/* Always in the page, so screen readers announce the status when it appears in it. */}
        <div role="status" className="empty:hidden">
          {result && <OrderStatusSummary key={result.lookup} status={result.order.status} />}
        </div>
        {result && <OrderDetails order={result.order} />}
      </div>
    </>
  );
}
