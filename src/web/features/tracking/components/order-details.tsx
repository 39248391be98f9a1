import { API_PATHS } from '../../../../shared/api-paths';
import { SERVICES, VEHICLE_TYPE_LABELS } from '../../../../shared/catalog/services';
import type { TrackedOrder } from '../../../../shared/tracking/track-schema';
import { Icon } from '../../../components/icon';
import { formatIndiaDate } from '../../../lib/india-date-format';
import { INSTALLATION_CHOICES } from '../../booking/installation-labels';
import { PricePaid } from './price-paid';
import { StatusTimeline } from './status-timeline';

/** What was booked, the price paid, the status history and the receipt. */
export function OrderDetails({ order }: { order: TrackedOrder }) {
  const rows = [
    { label: 'Order number', value: order.orderId, plate: true },
    { label: 'Order date', value: formatIndiaDate(order.createdAt) },
    { label: 'Service', value: SERVICES[order.service].title },
    { label: 'Vehicle', value: VEHICLE_TYPE_LABELS[order.vehicleType] },
    { label: 'Registration number', value: order.regNumber, plate: true },
    { label: 'Installation', value: INSTALLATION_CHOICES[order.installation].label },
  ];

  return (
    <section
      aria-labelledby="order-details-heading"
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="order-details-heading" className="font-semibold text-lg text-slate-900">
        Order details
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
      <a
        href={API_PATHS.trackReceiptFor(order.orderId, order.regNumber)}
        download
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 text-sm hover:bg-slate-100 sm:w-auto"
      >
        <Icon name="download" />
        Download receipt (PDF)
      </a>
    </section>
  );
}
