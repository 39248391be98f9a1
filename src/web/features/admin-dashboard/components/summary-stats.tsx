import type { Dashboard } from '@shared/admin/admin-bookings';
import { formatRupees } from '@shared/pricing/format';
import { cardFrameClass } from '@/components/ui/card';

export function SummaryStats({ dashboard }: { dashboard: Dashboard }) {
  const days = dashboard.daily.length;
  const recentBookings = dashboard.daily.reduce((sum, day) => sum + day.bookings, 0);
  const recentRevenue = dashboard.daily.reduce((sum, day) => sum + day.revenue, 0);
  const stats = [
    { label: 'Total bookings', value: dashboard.totalBookings.toLocaleString('en-IN') },
    { label: `Bookings, last ${days} days`, value: recentBookings.toLocaleString('en-IN') },
    // Full width on phones: a rupee amount needs the room.
    { label: `Revenue, last ${days} days`, value: formatRupees(recentRevenue), wide: true },
  ];

  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={`${cardFrameClass} flex flex-col-reverse justify-end p-4 sm:p-5 ${
            stat.wide ? 'col-span-2 sm:col-span-1' : ''
          }`}
        >
          <dt className="mt-1 text-slate-600 text-sm">{stat.label}</dt>
          <dd className="font-bold text-2xl text-slate-900 tabular-nums sm:text-3xl">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
