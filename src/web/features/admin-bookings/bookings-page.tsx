import type { BookingFilters } from '@shared/admin/admin-bookings';
import { ADMIN_MESSAGES } from '@shared/admin/admin-messages';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminIcon } from '@/features/admin/components/admin-icon';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { buttonClass } from '@/features/admin/components/notice';
import { PagedListView } from '@/features/admin/components/paged-list-view';
import { RefreshButton } from '@/features/admin/components/refresh-button';
import { toQueryString } from '@/lib/query-string';
import { bookingsCsvUrl } from './api/bookings-csv-url';
import { filtersFromParams } from './booking-filters';
import { BookingCard } from './components/booking-card';
import { BookingFiltersBar } from './components/booking-filters-bar';
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

  return (
    <>
      <AdminPageHeader
        title="Bookings"
        description="Newest first. Expand a booking to see everything the customer sent."
        actions={
          <>
            <RefreshButton onClick={() => setRefreshKey((n) => n + 1)} disabled={list.loading} />
            <a href={bookingsCsvUrl(filters)} download className={buttonClass.secondary}>
              <AdminIcon name="download" className="size-4" />
              Export CSV
            </a>
          </>
        }
      />
      <div className="space-y-4">
        <BookingFiltersBar filters={filters} onChange={changeFilters} />
        <PagedListView list={list} noun="bookings" emptyText={ADMIN_MESSAGES.noBookingsFound}>
          {(booking) => <BookingCard booking={booking} onChanged={list.replaceItem} />}
        </PagedListView>
      </div>
    </>
  );
}
