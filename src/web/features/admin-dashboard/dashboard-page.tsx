import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { AdminPageHeader } from '#web/components/admin/admin-page-header.tsx';
import { RetryNotice } from '#web/components/admin/notice.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { dashboardQuery } from '#web/lib/admin/api/get-dashboard.ts';
import { useMayUse } from '#web/lib/admin/signed-in-admin.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { DailyActivity } from './components/daily-activity.tsx';
import { RecentBookings } from './components/recent-bookings.tsx';
import { RefusedBookings } from './components/refused-bookings.tsx';
import { SummaryStats } from './components/summary-stats.tsx';
import { UnverifiedMoney } from './components/unverified-money.tsx';

/**
 * The dashboard. Four of its panels are features of their own (admin-go-live, admin-mail,
 * admin-complaints, admin-refunds), which app/admin-routes.tsx puts in: a feature imports no other.
 */
export function DashboardPage({
  goLiveChecklist,
  undeliveredMails,
  openComplaints,
  refunds,
}: {
  goLiveChecklist: ReactNode;
  undeliveredMails: ReactNode;
  /** Complaints not closed yet (admin-complaints), shown only while there are any. */
  openComplaints?: ReactNode;
  /** Requests to cancel and refunds due (admin-refunds). */
  refunds?: ReactNode;
}) {
  const dashboard = useQuery(dashboardQuery);
  // Every go-live step is an owner's to take, so staff are not shown the list.
  const showGoLive = useMayUse('goLive');

  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        description="Bookings at a glance. Times are India time."
        actions={
          <Link to={paths.admin.bookings} className={buttonClass()}>
            View all bookings
          </Link>
        }
      />
      <RetryNotice
        message={
          dashboard.isError
            ? errorMessage(dashboard.error, ADMIN_MESSAGES.dashboardFailed)
            : undefined
        }
        onRetry={() => dashboard.refetch()}
      />
      <div className="space-y-6">
        {showGoLive && goLiveChecklist}
        {openComplaints}
        {refunds}
        {dashboard.isPending && <DashboardSkeleton />}
        {dashboard.isSuccess && (
          <>
            <SummaryStats dashboard={dashboard.data} />
            <UnverifiedMoney money={dashboard.data.unverifiedMoney} />
            <DailyActivity daily={dashboard.data.daily} />
            <RecentBookings bookings={dashboard.data.recent} />
          </>
        )}
        <RefusedBookings />
        {/* Loads on its own: the outbox is worth seeing even when the figures fail to load. */}
        {undeliveredMails}
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
