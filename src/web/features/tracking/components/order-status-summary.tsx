import { useStore } from '@nanostores/react';
import type { BookingStatus } from '@shared/booking/booking-status';
import { DELIVERY_WORKING_DAYS } from '@shared/site/site-info';
import { Icon, type IconName } from '@/components/icon';
import { STATUS_EXPLANATIONS } from '@/features/tracking/status-explanations';
import { fill } from '@/i18n/fill';
import { trackingMessages } from '@/i18n/lazy-messages';
import { bookingStatusMessages } from '@/i18n/messages';
import { useSupportHours } from '@/i18n/use-support-hours';

const LOOKS: Record<BookingStatus, { icon: IconName; tone: string }> = {
  PAYMENT_SUBMITTED: { icon: 'clock', tone: 'border-amber-200 bg-amber-50 text-amber-900' },
  CONFIRMED: { icon: 'check', tone: 'border-blue-200 bg-blue-50 text-blue-900' },
  FULFILLED: { icon: 'check', tone: 'border-emerald-200 bg-emerald-50 text-emerald-900' },
  CANCELLED: { icon: 'close', tone: 'border-slate-300 bg-slate-100 text-slate-800' },
};

/** The order's status in words, what it means and what happens next. */
export function OrderStatusSummary({ status }: { status: BookingStatus }) {
  const { icon, tone } = LOOKS[status];
  const t = useStore(trackingMessages);
  const statuses = useStore(bookingStatusMessages);
  const supportHours = useSupportHours();
  const { meaning, next } = STATUS_EXPLANATIONS[status];
  const values = { days: DELIVERY_WORKING_DAYS, hours: supportHours };
  return (
    <section
      aria-labelledby="order-status-heading"
      className={`rounded-2xl border p-4 sm:p-6 ${tone}`}
    >
      <h2 id="order-status-heading" className="font-medium text-sm">
        {t.orderStatus}
      </h2>
      <p className="mt-1 flex items-center gap-2 font-bold text-2xl">
        <Icon name={icon} className="size-7 shrink-0" />
        {statuses[status]}
      </p>
      <p className="mt-2">{fill(t[meaning], values)}</p>
      <h3 className="mt-4 font-semibold">{t.whatNext}</h3>
      <p className="mt-1">{fill(t[next], values)}</p>
    </section>
  );
}
