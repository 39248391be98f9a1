import {
  BOOKING_STATUS_LABELS,
  type BookingStatus,
} from '../../../../shared/booking/booking-status';
import { Icon, type IconName } from '../../../components/icon';
import { STATUS_EXPLANATIONS } from '../status-explanations';

const LOOKS: Record<BookingStatus, { icon: IconName; tone: string }> = {
  PAYMENT_SUBMITTED: { icon: 'clock', tone: 'border-amber-200 bg-amber-50 text-amber-900' },
  CONFIRMED: { icon: 'check', tone: 'border-blue-200 bg-blue-50 text-blue-900' },
  FULFILLED: { icon: 'check', tone: 'border-emerald-200 bg-emerald-50 text-emerald-900' },
  CANCELLED: { icon: 'close', tone: 'border-slate-300 bg-slate-100 text-slate-800' },
};

/** The order's status in words, what it means and what happens next. */
export function OrderStatusSummary({ status }: { status: BookingStatus }) {
  const { icon, tone } = LOOKS[status];
  const { meaning, next } = STATUS_EXPLANATIONS[status];
  return (
    <section
      aria-labelledby="order-status-heading"
      className={`rounded-2xl border p-4 sm:p-6 ${tone}`}
    >
      <h2 id="order-status-heading" className="font-medium text-sm">
        Order status
      </h2>
      <p className="mt-1 flex items-center gap-2 font-bold text-2xl">
        <Icon name={icon} className="size-7 shrink-0" />
        {BOOKING_STATUS_LABELS[status]}
      </p>
      <p className="mt-2">{meaning}</p>
      <h3 className="mt-4 font-semibold">What happens next</h3>
      <p className="mt-1">{next}</p>
    </section>
  );
}
