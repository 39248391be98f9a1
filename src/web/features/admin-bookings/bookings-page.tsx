import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BookingFilters } from '../../../shared/admin/admin-bookings';
import { ADMIN_MESSAGES } from '../../../shared/admin/admin-messages';
import { AdminIcon } from '../admin/components/admin-icon';
import { AdminPageHeader } from '../admin/components/admin-page-header';
import { buttonClass, ErrorNotice } from '../admin/components/notice';
import { bookingsCsvUrl } from './api/bookings-csv-url';
import { filtersFromParams, toQueryString } from './booking-filters';
import { BookingCard } from './components/booking-card';
import { BookingFiltersBar } from './components/booking-filters-bar';
import { LoadMore } from './components/load-more';
import { useBookingList } from './use-booking-list';

export function BookingsPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const [refreshKey, setRefreshKey] = useState(0);
  const list = useBookingList(filters, refreshKey);

  // Replace, not push: each keystroke's search must not become a back-button step.
  const changeFilters = useCallback(
    (next: BookingFilters) => setParams(toQueryString({ ...next }), { replace: true }),
    [setParams],
  );
  const firstLoad = list.loading && list.bookings.length === 0 && !list.error;

  return (
    <>
      <AdminPageHeader
        title="Bookings"
        description="Newest first. Expand a booking to see everything the customer sent."
        actions={
          <>
            <button
              type="button"
              onClick={() => setRefreshKey((n) => n + 1)}
              disabled={list.loading}
              className={buttonClass.secondary}
            >
              <AdminIcon name="refresh" className="size-4" />
              Refresh
            </button>
            <a href={bookingsCsvUrl(filters)} download className={buttonClass.secondary}>
              <AdminIcon name="download" className="size-4" />
              Export CSV
            </a>
          </>
        }
      />
      <div className="space-y-4">
        <BookingFiltersBar filters={filters} onChange={changeFilters} />
        <p role="status" className="text-slate-600 text-sm empty:hidden">
          {list.loading ? 'Loading bookings…' : ''}
        </p>
        <ErrorNotice message={list.error} />
        {firstLoad && <ListSkeleton />}
        {!list.loading && !list.error && list.bookings.length === 0 && (
          <p className="rounded-2xl border border-slate-300 border-dashed bg-white px-4 py-10 text-center text-slate-600">
            {ADMIN_MESSAGES.noBookingsFound}
          </p>
        )}
        {list.bookings.length > 0 && (
          <>
            <ul
              aria-busy={list.loading}
              className={`space-y-3 transition-opacity ${list.loading ? 'opacity-60' : ''}`}
            >
              {list.bookings.map((booking) => (
                <li key={booking.id}>
                  <BookingCard booking={booking} onChanged={list.replaceBooking} />
                </li>
              ))}
            </ul>
            <LoadMore
              shown={list.bookings.length}
              hasMore={list.nextCursor !== null}
              loading={list.loadingMore}
              error={list.moreError}
              onLoadMore={list.loadMore}
            />
          </>
        )}
      </div>
    </>
  );
}

function ListSkeleton() {
  return (
    <div className="space-y-3" aria-hidden="true">
      {[1, 2, 3].map((n) => (
        <div key={n} className="h-36 animate-pulse rounded-2xl bg-white" />
      ))}
    </div>
  );
}
