import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Dashboard } from '../../../shared/admin/admin-bookings';
import { ADMIN_MESSAGES } from '../../../shared/admin/admin-messages';
import { paths } from '../../app/paths';
import { errorMessage, isAbort } from '../admin/api/admin-client';
import { AdminPageHeader } from '../admin/components/admin-page-header';
import { buttonClass, ErrorNotice } from '../admin/components/notice';
import { UndeliveredMails } from '../admin-mail/components/undelivered-mails';
import { getDashboard } from './api/get-dashboard';
import { DailyActivity } from './components/daily-activity';
import { RecentBookings } from './components/recent-bookings';
import { SummaryStats } from './components/summary-stats';

type Load =
  | { state: 'loading' }
  | { state: 'ready'; dashboard: Dashboard }
  | { state: 'failed'; message: string };

export function DashboardPage() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the "Try again" trigger.
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    getDashboard(controller.signal).then(
      (dashboard) => setLoad({ state: 'ready', dashboard }),
      (error: unknown) => {
        if (!isAbort(error)) {
          setLoad({
            state: 'failed',
            message: errorMessage(error, ADMIN_MESSAGES.dashboardFailed),
          });
        }
      },
    );
    return () => controller.abort();
  }, [attempt]);

  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        description="Bookings at a glance. Times are India time."
        actions={
          <Link to={paths.admin.bookings} className={buttonClass.primary}>
            View all bookings
          </Link>
        }
      />
      <ErrorNotice message={load.state === 'failed' ? load.message : undefined}>
        <button
          type="button"
          onClick={() => setAttempt((n) => n + 1)}
          className="font-semibold underline underline-offset-2"
        >
          Try again
        </button>
      </ErrorNotice>
      <div className="space-y-6">
        {load.state === 'loading' && <DashboardSkeleton />}
        {load.state === 'ready' && (
          <>
            <SummaryStats dashboard={load.dashboard} />
            <DailyActivity daily={load.dashboard.daily} />
            <RecentBookings bookings={load.dashboard.recent} />
          </>
        )}
        {/* Loads on its own: the outbox is worth seeing even when the figures fail to load. */}
        <UndeliveredMails />
      </div>
    </>
  );
}

function DashboardSkeleton() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">Loading dashboard</span>
      <div className="grid gap-4 sm:grid-cols-3" aria-hidden="true">
        {[1, 2, 3].map((n) => (
          <div key={n} className="h-24 animate-pulse rounded-2xl bg-white" />
        ))}
      </div>
      <div className="h-64 animate-pulse rounded-2xl bg-white" aria-hidden="true" />
    </div>
  );
}
