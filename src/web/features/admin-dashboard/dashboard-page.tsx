import { ADMIN_MESSAGES } from '@shared/admin/admin-messages';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { buttonClass, RetryNotice } from '@/features/admin/components/notice';
import { useAdminResource } from '@/features/admin/use-admin-resource';
import { UndeliveredMails } from '@/features/admin-mail/components/undelivered-mails';
import { getDashboard } from './api/get-dashboard';
import { DailyActivity } from './components/daily-activity';
import { RecentBookings } from './components/recent-bookings';
import { SummaryStats } from './components/summary-stats';

export function DashboardPage() {
  const { resource, retry } = useAdminResource(getDashboard, ADMIN_MESSAGES.dashboardFailed);

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
      <RetryNotice
        message={resource.state === 'failed' ? resource.message : undefined}
        onRetry={retry}
      />
      <div className="space-y-6">
        {resource.state === 'loading' && <DashboardSkeleton />}
        {resource.state === 'ready' && (
          <>
            <SummaryStats dashboard={resource.data} />
            <DailyActivity daily={resource.data.daily} />
            <RecentBookings bookings={resource.data.recent} />
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
