import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { cardClass } from '#web/components/ui/card.tsx';
import { ADMIN_PAGE_PATHS } from '#web/lib/admin/admin-paths.ts';
import { refundsOverviewQuery } from '#web/lib/admin/api/refunds.ts';

const linkClass = 'font-semibold text-blue-800 underline-offset-2 hover:underline';

/** The dashboard's panel: requests to cancel waiting, refunds due and overdue, with links. */
export function RefundsPanel() {
  const overview = useQuery(refundsOverviewQuery);
  if (!overview.isSuccess) return null;
  const { requested, due, overdue } = overview.data.counts;
  if (requested + due === 0) return null;
  return (
    <section aria-labelledby="refunds-panel-heading" className={`${cardClass} space-y-2`}>
      <h2 id="refunds-panel-heading" className="font-semibold text-lg text-slate-900">
        Cancellations and refunds
      </h2>
      <ul className="space-y-1 text-sm">
        <li>
          <Link to={ADMIN_PAGE_PATHS.refunds} className={linkClass}>
            {requested} {requested === 1 ? 'request' : 'requests'} to cancel waiting
          </Link>
        </li>
        <li>
          <Link to={ADMIN_PAGE_PATHS.refunds} className={linkClass}>
            {due} {due === 1 ? 'refund' : 'refunds'} due
          </Link>
          {overdue > 0 && (
            <span className="ml-2 font-semibold text-red-800">{overdue} overdue</span>
          )}
        </li>
      </ul>
    </section>
  );
}
