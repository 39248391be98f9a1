import { Link } from 'react-router';
import type { BookingStatus } from '#shared/booking/booking-status.ts';
import { formatIndiaWeekdayTime } from '#shared/format/india-clock.ts';
import { DELIVERY_WORKING_DAYS } from '#shared/site/site-info.ts';
import type { TrackedOrder } from '#shared/tracking/track-schema.ts';
import { Icon, type IconName } from '#web/components/icon.tsx';
import { fill } from '#web/i18n/fill.ts';
import { useLocale, useMessages } from '#web/i18n/language-context.tsx';
import { bookingStatusMessages, trackingMessages } from '#web/i18n/lazy-messages.ts';
import { useSupportHours } from '#web/i18n/use-support-hours.ts';
import { paths } from '#web/lib/paths.ts';
import { STATUS_EXPLANATIONS } from '../status-explanations.ts';

const LOOKS: Record<BookingStatus, { icon: IconName; tone: string }> = {
  PAYMENT_SUBMITTED: { icon: 'clock', tone: 'border-amber-200 bg-amber-50 text-amber-900' },
  CONFIRMED: { icon: 'check', tone: 'border-blue-200 bg-blue-50 text-blue-900' },
  FULFILLED: { icon: 'check', tone: 'border-emerald-200 bg-emerald-50 text-emerald-900' },
  CANCELLED: { icon: 'close', tone: 'border-slate-300 bg-slate-100 text-slate-800' },
};

/**
 * The order's status in words, what it means and what happens next: until when an unpaid order
 * holds its place, why a lapsed one was cancelled, and the appointment rather than "within 15
 * working days" for a confirmed one that has it.
 */
export function OrderStatusSummary({
  order,
}: {
  order: Pick<TrackedOrder, 'status' | 'holdUntil' | 'lapsed' | 'appointment' | 'service'>;
}) {
  const { status } = order;
  const { icon, tone } = LOOKS[status];
  const t = useMessages(trackingMessages);
  const locale = useLocale();
  const statuses = useMessages(bookingStatusMessages);
  const supportHours = useSupportHours();
  const explained = STATUS_EXPLANATIONS[status];
  const lapsed = status === 'CANCELLED' && order.lapsed === true;
  const meaning = lapsed ? t.lapsedMeaning : t[explained.meaning];
  const next = lapsed
    ? t.lapsedNext
    : status === 'CONFIRMED' && order.appointment
      ? t.confirmedNextAppointment
      : t[explained.next];
  const values = {
    days: DELIVERY_WORKING_DAYS,
    hours: supportHours,
    when: order.holdUntil ? formatIndiaWeekdayTime(order.holdUntil, locale) : '',
    item: order.service === 'ONLY_COLOR_STICKERS' ? t.itemSticker : t.itemPlate,
  };
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
      <p className="mt-2">{fill(meaning, values)}</p>
      {status === 'PAYMENT_SUBMITTED' && order.holdUntil && (
        <p className="mt-2 font-semibold">{fill(t.heldUntil, values)}</p>
      )}
      <h3 className="mt-4 font-semibold">{t.whatNext}</h3>
      <p className="mt-1">{fill(next, values)}</p>
      {lapsed && (
        <Link to={paths.bookYourService} className="mt-2 inline-block font-semibold underline">
          {t.bookAgain}
        </Link>
      )}
    </section>
  );
}
