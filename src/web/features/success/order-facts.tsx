import { formatDay, formatSlotKey } from '#shared/format/dates.ts';
import { formatRupees } from '#shared/format/money.ts';
import { useLocale, useMessages } from '#web/i18n/language-context.tsx';
import { appointmentMessages, successMessages } from '#web/i18n/lazy-messages.ts';
import type { SuccessState } from '#web/lib/success-state.ts';

/** Order number, amount and transaction number: what the customer quotes when they call. */
export function OrderFacts({
  orderId,
  total,
  txnId,
  appointmentDay,
  appointmentSlot,
}: Partial<SuccessState> & { orderId: string }) {
  const t = useMessages(successMessages);
  const appointmentTexts = useMessages(appointmentMessages);
  const locale = useLocale();
  const appointment =
    appointmentDay && appointmentSlot
      ? `${formatDay(appointmentDay, locale)}, ${formatSlotKey(appointmentSlot, locale)}`
      : undefined;
  const rows = [
    { label: t.orderNumber, value: orderId, className: 'font-plate' },
    { label: t.amountPaid, value: total === undefined ? undefined : formatRupees(total) },
    { label: t.txnNumber, value: txnId, className: 'font-plate' },
    { label: appointmentTexts.appointment, value: appointment },
  ];
  return (
    <div className="space-y-2">
      {/* Label above value on a phone: an order number needs the whole width. */}
      <dl className="grid gap-3 rounded-xl border border-slate-200 p-4 text-left sm:grid-cols-[auto_1fr] sm:gap-x-4 sm:gap-y-2">
        {rows.map(
          (row) =>
            row.value !== undefined && (
              <div key={row.label} className="sm:contents">
                <dt className="text-slate-600 text-sm">{row.label}</dt>
                <dd className={`break-words font-semibold text-slate-900 ${row.className ?? ''}`}>
                  {row.value}
                </dd>
              </div>
            ),
        )}
      </dl>
      <p className="text-slate-600 text-sm">{t.keepDetails}</p>
    </div>
  );
}
