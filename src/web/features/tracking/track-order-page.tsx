import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { TrackedOrder } from '#shared/tracking/track-schema.ts';
import { tokenFromTrackingHash } from '#shared/tracking/tracking-link.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { useMessages } from '#web/i18n/language-context.tsx';
import { trackingMessages } from '#web/i18n/lazy-messages.ts';
import { layoutMessages } from '#web/i18n/messages.ts';
import { paths } from '#web/lib/paths.ts';
import { CancellationSection } from './components/cancellation-section.tsx';
import { OrderDetails } from './components/order-details.tsx';
import { OrderStatusSummary } from './components/order-status-summary.tsx';
import { TrackOrderForm } from './components/track-order-form.tsx';
import { useOrderByLink } from './use-order-by-link.ts';
import { useTrackMessage } from './use-track-message.ts';

export function TrackOrderPage() {
  const [searchParams] = useSearchParams();
  const orderParam = searchParams.get('order')?.trim() ?? '';
  // The order's own link (/track#t=…) opens it at once; without one, the customer types both numbers.
  const token = tokenFromTrackingHash(useLocation().hash);
  const byLink = useOrderByLink(token);
  const t = useMessages(trackingMessages);
  const layout = useMessages(layoutMessages);
  const formMessage = useTrackMessage();
  // `lookup` counts answers, so the status is announced again after every look-up.
  const [result, setResult] = useState<{ order: TrackedOrder; lookup: number } | null>(null);
  // The order as the customer's last appointment move left it (the link's answer before that).
  const [movedOrder, setMovedOrder] = useState<TrackedOrder | null>(null);
  const linked = byLink.data ? (movedOrder ?? byLink.data) : null;
  const shown = linked ?? result?.order ?? null;

  return (
    <>
      <PageHeader title={t.title}>{token ? t.introLink : t.intro}</PageHeader>
      <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-8">
        {byLink.loading && <p className="text-slate-700">{t.openingLink}</p>}
        {byLink.error && <Alert>{formMessage(byLink.error)}</Alert>}
        {(!token || byLink.error) && (
          <Card className="sm:p-6">
            <TrackOrderForm
              key={orderParam}
              defaultOrderId={orderParam}
              onResult={(order) =>
                setResult((last) => order && { order, lookup: (last?.lookup ?? 0) + 1 })
              }
            />
          </Card>
        )}
        {/* Always in the page, so screen readers announce the status when it appears in it. */}
        <div role="status" className="empty:hidden">
          {shown && <OrderStatusSummary key={linked ? 'link' : result?.lookup} order={shown} />}
        </div>
        {shown && (
          <OrderDetails
            order={shown}
            token={linked ? token : undefined}
            onChanged={setMovedOrder}
          />
        )}
        {/* Complaints about an order (issue 37): the footer has the link too. */}
        <Link to={paths.complaint} className="self-start text-blue-800 text-sm underline">
          {layout.complaints}
        </Link>
        {shown && (
          <CancellationSection
            order={shown}
            token={linked ? token : undefined}
            onChanged={setMovedOrder}
          />
        )}
      </div>
    </>
  );
}
