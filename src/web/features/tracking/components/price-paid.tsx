import { formatRupees } from '#shared/format/money.ts';
import { formatPercent } from '#shared/format/numbers.ts';
import { type Price, showsTax } from '#shared/pricing/price.ts';
import { fill } from '#web/i18n/fill.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { trackingMessages } from '#web/i18n/lazy-messages.ts';

/** The price the order was booked at, with the same breakdown as the payment page. */
export function PricePaid({ price }: { price: Price }) {
  const t = useMessages(trackingMessages);
  // GST on subtotal and service charge together; no tax line without a GSTIN (decision 0049).
  const rows = [
    { label: t.subtotal, amount: price.base },
    { label: t.serviceCharges, amount: price.serviceCharge },
    ...(price.homeCharge ? [{ label: t.homeCharge, amount: price.homeCharge }] : []),
    ...(showsTax(price)
      ? [{ label: fill(t.gstWithPct, { pct: formatPercent(price.gstPct) }), amount: price.gst }]
      : []),
  ];
  return (
    <section aria-labelledby="price-paid-heading" className="space-y-3">
      <h3 id="price-paid-heading" className="font-semibold text-slate-900">
        {t.pricePaid}
      </h3>
      <dl className="space-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-3">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="text-slate-900">{formatRupees(row.amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-slate-200 border-t pt-3 font-bold text-base">
          <dt className="text-slate-900">{t.totalPaid}</dt>
          <dd className="text-blue-800">{formatRupees(price.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
