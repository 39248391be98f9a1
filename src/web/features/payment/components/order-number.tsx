import { paymentMessages } from '#web/i18n/booking-path-messages.ts';
import { useMessages } from '#web/i18n/language-context.tsx';

/** The order number customers quote to support and add as the UPI payment note. */
export function OrderNumber({ orderId }: { orderId: string }) {
  const t = useMessages(paymentMessages);
  return (
    <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-lg bg-slate-100 px-3 py-2.5">
      <span className="text-slate-600 text-sm">{t.orderNumber}</span>
      <span className="break-all font-plate font-semibold text-slate-900">{orderId}</span>
    </p>
  );
}
