import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Dashboard } from '#shared/admin/admin-bookings.ts';
import { formatRupees } from '#shared/format/money.ts';
import { formatCount } from '#shared/format/numbers.ts';
import { cardFrameClass } from '#web/components/ui/card.tsx';
import { paths } from '#web/lib/paths.ts';
import { toQueryString } from '#web/lib/query-string.ts';

interface Stat {
  label: string;
  value: string;
  /** What the figure counts, under it. */
  note?: ReactNode;
  /** Full width on phones: a rupee amount needs the room. */
  wide?: boolean;
}

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/**
 * The headline figures. Revenue is money staff have checked (confirmed and fulfilled bookings);
 * payments submitted but not yet checked are shown apart, with a link to check them.
 */
export function SummaryStats({ dashboard }: { dashboard: Dashboard }) {
  const days = dashboard.daily.length;
  const recentBookings = dashboard.daily.reduce((sum, day) => sum + day.bookings, 0);
  const recentRevenue = dashboard.daily.reduce((sum, day) => sum + day.revenue, 0);
  const awaiting = dashboard.awaitingVerification;
  const stats: Stat[] = [
    { label: 'Total bookings', value: formatCount(dashboard.totalBookings) },
    { label: `Bookings, last ${days} days`, value: formatCount(recentBookings) },
    {
      label: `Revenue, last ${days} days`,
      value: formatRupees(recentRevenue),
      note: 'Confirmed and fulfilled bookings',
      wide: true,
    },
    {
      label: `Awaiting verification, last ${days} days`,
      value: formatRupees(awaiting.amount),
      note:
        awaiting.bookings === 0 ? (
          'No payments to check'
        ) : (
          <Link
            to={`${paths.admin.bookings}${toQueryString({ status: 'PAYMENT_SUBMITTED' })}`}
            className="font-medium text-blue-800 underline underline-offset-2"
          >
            Check {plural(awaiting.bookings, 'payment', 'payments')}
          </Link>
        ),
      wide: true,
    },
  ];

  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={`${cardFrameClass} flex flex-col p-4 sm:p-5 ${stat.wide ? 'col-span-2 sm:col-span-1' : ''}`}
        >
          <dt className="order-2 mt-1 text-slate-600 text-sm">{stat.label}</dt>
          <dd className="order-1 font-bold text-2xl text-slate-900 tabular-nums sm:text-3xl">
            {stat.value}
          </dd>
          {stat.note && <dd className="order-3 mt-1 text-slate-500 text-xs">{stat.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
