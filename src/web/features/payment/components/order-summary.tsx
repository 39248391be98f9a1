import type { ServiceKey, VehicleType } from '#shared/catalog/services.ts';
import { formatRupees } from '#shared/format/money.ts';
import { formatPercent } from '#shared/format/numbers.ts';
import { DEFAULT_GST_PCT, type Price } from '#shared/pricing/price.ts';
import { TextPlaceholder } from '#web/components/text-placeholder.tsx';
import { paymentMessages } from '#web/i18n/booking-path-messages.ts';
import { fill } from '#web/i18n/fill.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { serviceTitleMessages, vehicleTypeMessages } from '#web/i18n/messages.ts';

interface OrderSummaryProps {
  service: ServiceKey;
  vehicleType: VehicleType;
  /** Undefined until the live pricing arrives: the amounts show as placeholders meanwhile. */
  price: Price | undefined;
}

// Narrower than any amount, so the item column never gets less room than it will have.
const rupees = (amount: number | undefined) =>
  amount === undefined ? <TextPlaceholder className="w-8" /> : formatRupees(amount);

/**
 * The one-row item table and the price breakdown, from the live pricing
 * (docs/product.md#payment-by-upi).
 */
export function OrderSummary({ service, vehicleType, price }: OrderSummaryProps) {
  const t = useMessages(paymentMessages);
  const vehicleTypes = useMessages(vehicleTypeMessages);
  const serviceTitles = useMessages(serviceTitleMessages);
  const gstPct = price && Number.isFinite(price.gstPct) ? price.gstPct : DEFAULT_GST_PCT;
  // GST on subtotal and service charge together; a business without a GSTIN shows no tax line
  // (decision 0049: its prices carry GST 0 at 0%).
  const rows = [
    { label: t.subtotal, amount: price?.base },
    { label: t.serviceCharges, amount: price?.serviceCharge },
  ];
  // A home visit in an area the owner charges for: its own line, inside the GST (issue 38).
  if (price?.homeCharge) rows.push({ label: t.homeCharge, amount: price.homeCharge });
  if (!price || price.gst || price.gstPct)
    rows.push({
      label: price ? fill(t.gstWithPct, { pct: formatPercent(gstPct) }) : t.gst,
      amount: price?.gst,
    });

  return (
    <div className="space-y-4">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t.bookedItem}</caption>
          <thead className="border-slate-200 border-b text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t.item}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t.modelType}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t.price}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-slate-200 border-b">
              <td className="py-3 pr-3 font-medium text-slate-900">{serviceTitles[service]}</td>
              <td className="py-3 pr-3 text-slate-700">{vehicleTypes[vehicleType]}</td>
              <td className="py-3 text-right text-slate-900">{rupees(price?.base)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <dl className="space-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-3">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="text-slate-900">{rupees(row.amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-slate-200 border-t pt-3 font-bold text-base">
          <dt className="text-slate-900">{t.finalTotal}</dt>
          <dd className="text-blue-800">{rupees(price?.total)}</dd>
        </div>
      </dl>
    </div>
  );
}
