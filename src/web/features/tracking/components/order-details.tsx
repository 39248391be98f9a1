import { useStore } from '@nanostores/react';
import { API_PATHS } from '@shared/api-paths';
import { SERVICES } from '@shared/catalog/services';
import type { TrackedOrder } from '@shared/tracking/track-schema';
import { Icon } from '@/components/icon';
import { $locale } from '@/i18n/locale';
import { installationMessages, trackingMessages, vehicleTypeMessages } from '@/i18n/messages';
import { formatIndiaDate } from '@/lib/india-date-format';
import { PricePaid } from './price-paid';
import { ReceiptByLinkButton } from './receipt-by-link-button';

const RECEIPT_CLASS =
  'inline-flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 text-sm hover:bg-slate-100 disabled:cursor-wait sm:w-auto';

import { StatusTimeline } from './status-timeline';

/**
 * What was booked, the price paid, the status history and the receipt: by the order's link secret
 * when it was opened by one (`token`), else by its order and registration numbers.
 */
export function OrderDetails({ order, token }: { order: TrackedOrder; token?: string }) {
  const t = useStore(trackingMessages);
  const vehicleTypes = useStore(vehicleTypeMessages);
  const installations = useStore(installationMessages);
  const locale = useStore($locale);
  const rows = [
    { label: t.orderNumber, value: order.orderId, plate: true },
    { label: t.orderDate, value: formatIndiaDate(order.createdAt, locale) },
    { label: t.service, value: SERVICES[order.service].title },
    { label: t.vehicle, value: vehicleTypes[order.vehicleType] },
    { label: t.regNumber, value: order.regNumber, plate: true },
    { label: t.installation, value: installations[order.installation] },
  ];

  return (
    <section
      aria-labelledby="order-details-heading"
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="order-details-heading" className="font-semibold text-lg text-slate-900">
        {t.orderDetails}
      </h2>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-slate-600">{row.label}</dt>
            <dd
              className={`break-all font-medium text-base text-slate-900 ${row.plate ? 'font-plate' : ''}`}
            >
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      <PricePaid price={order.price} />
      <StatusTimeline history={order.history} />
      {token ? (
        <ReceiptByLinkButton token={token} orderId={order.orderId} className={RECEIPT_CLASS} />
      ) : (
        <a
          href={API_PATHS.trackReceiptFor(order.orderId, order.regNumber)}
          download
          className={RECEIPT_CLASS}
        >
          <Icon name="download" />
          {t.downloadReceipt}
        </a>
      )}
    </section>
  );
}
