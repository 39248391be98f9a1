import { Link } from 'react-router';
import type { Dashboard } from '#shared/admin/admin-bookings.ts';
import { formatCount } from '#shared/format/numbers.ts';
import { formatPaise } from '#shared/format/paise.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { cardClass } from '#web/components/ui/card.tsx';
import { paths } from '#web/lib/paths.ts';

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/**
 * Money no bank statement has proven yet, as it stands now: bookings that say they paid, and
 * bank credits no booking claimed. Both are settled on the Payments page.
 */
export function UnverifiedMoney({ money }: { money: Dashboard['unverifiedMoney'] }) {
  const figures = [
    {
      label: 'Bookings waiting for a bank credit',
      amountPaise: money.bookingsWaiting.amountPaise,
      count: plural(money.bookingsWaiting.count, 'booking', 'bookings'),
    },
    {
      label: 'Bank credits without a booking',
      amountPaise: money.creditsWithoutBooking.amountPaise,
      count: plural(money.creditsWithoutBooking.count, 'credit', 'credits'),
    },
  ];
  return (
    <section aria-labelledby="unverified-heading" className={cardClass}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="unverified-heading" className="font-semibold text-lg text-slate-900">
            Money not verified yet
          </h2>
          <p className="mt-1 text-slate-600 text-sm">Until a bank statement line proves it.</p>
        </div>
        <Link to={paths.admin.payments} className={buttonClass({ variant: 'secondary' })}>
          Open Payments
        </Link>
      </div>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col rounded-xl bg-slate-50 p-4">
            <dt className="order-2 mt-1 text-slate-600 text-sm">{figure.label}</dt>
            <dd className="order-1 font-bold text-2xl text-slate-900 tabular-nums">
              {formatPaise(figure.amountPaise)}
            </dd>
            <dd className="order-3 text-slate-500 text-xs">{figure.count}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
