import { useQuery } from '@tanstack/react-query';
import { formatRupees } from '#shared/format/money.ts';
import { formatPercent } from '#shared/format/numbers.ts';
import { type PricingSettings, priceFromSettings } from '#shared/pricing/price.ts';
import { siteInfoQuery } from '#web/lib/admin/api/get-site-info.ts';

/**
 * What customers will be charged with these settings, computed by the same rule as the server:
 * GST on base and service charge with a GSTIN saved, no tax line without (decision 0049); dashes
 * while the inputs are not a valid price (null).
 */
export function PricePreview({ settings }: { settings: PricingSettings | null }) {
  const registered = (useQuery(siteInfoQuery).data?.gstin ?? '') !== '';
  const price = settings && priceFromSettings(settings, registered);
  const rows = [
    { label: 'Base', value: price?.base },
    { label: 'Service charge', value: price?.serviceCharge },
    ...(registered
      ? [{ label: price ? `GST (${formatPercent(price.gstPct)})` : 'GST', value: price?.gst }]
      : []),
  ];

  return (
    <div className="rounded-xl bg-slate-50 p-4">
      <h4 className="font-medium text-slate-700 text-sm">Customers will see</h4>
      <dl className="mt-2 space-y-1 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-3">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="text-slate-900 tabular-nums">
              {row.value === undefined ? '—' : formatRupees(row.value)}
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-slate-200 border-t pt-2 font-semibold">
          <dt className="text-slate-900">Total</dt>
          <dd className="text-blue-800 tabular-nums">{price ? formatRupees(price.total) : '—'}</dd>
        </div>
      </dl>
      {!registered && (
        <p className="mt-2 text-slate-600 text-xs">
          No GSTIN is saved in Site info, so no GST is charged or shown.
        </p>
      )}
      {settings && price && price.total !== settings.targetTotal && (
        <p className="mt-2 text-amber-800 text-xs">
          Rounding makes the total {formatRupees(price.total)} instead of the target{' '}
          {formatRupees(settings.targetTotal)}.
        </p>
      )}
    </div>
  );
}
