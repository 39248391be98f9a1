import type { Dashboard } from '#shared/admin/admin-bookings.ts';
import { formatDay } from '#shared/format/dates.ts';
import { formatRupees } from '#shared/format/money.ts';
import { ScrollRegion } from '#web/components/admin/scroll-region.tsx';
import { cardClass } from '#web/components/ui/card.tsx';
import { DailyChart } from './daily-chart.tsx';

type Daily = Dashboard['daily'];

/** What the chart shows, in one sentence: its accessible name. */
function summarise(daily: Daily): string {
  const bookings = daily.reduce((sum, d) => sum + d.bookings, 0);
  const revenue = daily.reduce((sum, d) => sum + d.revenue, 0);
  const busiest = daily.reduce<Daily[number] | undefined>(
    (best, d) => (!best || d.bookings > best.bookings ? d : best),
    undefined,
  );
  const peak =
    busiest && busiest.bookings > 0
      ? ` The busiest day was ${formatDay(busiest.day, 'en', 'short')} with ${busiest.bookings}.`
      : '';
  return `Bookings and confirmed revenue per day for the last ${daily.length} days: ${bookings} bookings, ${formatRupees(revenue)} confirmed revenue in all.${peak}`;
}

export function DailyActivity({ daily }: { daily: Daily }) {
  return (
    <section aria-labelledby="daily-heading" className={cardClass}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="daily-heading" className="font-semibold text-lg text-slate-900">
          Last {daily.length} days
        </h2>
        <ul className="flex gap-4 text-slate-600 text-xs" aria-hidden="true">
          <li className="flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-blue-600" /> Bookings (left axis)
          </li>
          <li className="flex items-center gap-1.5">
            <span className="h-0.5 w-4 bg-amber-500" /> Confirmed revenue (right axis)
          </li>
        </ul>
      </div>
      <div className="mt-4">
        <DailyChart daily={daily} summary={summarise(daily)} />
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-blue-800">Show as table</summary>
        <ScrollRegion label="Bookings and revenue per day" className="mt-3 max-h-80">
          <table className="w-full text-left">
            <caption className="sr-only">Bookings and revenue per day</caption>
            <thead className="sticky top-0 bg-white text-slate-600">
              <tr>
                <th scope="col" className="py-1.5 pr-4 font-medium">
                  Day
                </th>
                <th scope="col" className="py-1.5 pr-4 text-right font-medium">
                  Bookings
                </th>
                <th scope="col" className="py-1.5 text-right font-medium">
                  Confirmed revenue
                </th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {[...daily].reverse().map((d) => (
                <tr key={d.day} className="border-slate-100 border-t">
                  <th scope="row" className="py-1.5 pr-4 font-normal">
                    {formatDay(d.day, 'en', 'short')}
                  </th>
                  <td className="py-1.5 pr-4 text-right">{d.bookings}</td>
                  <td className="py-1.5 text-right">{formatRupees(d.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>
    </section>
  );
}
