import { ADMIN_MESSAGES } from '@shared/admin/admin-messages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { CsvExportLink } from '@/features/admin/components/csv-export-link';
import { PagedListView } from '@/features/admin/components/paged-list-view';
import { RefreshButton } from '@/features/admin/components/refresh-button';
import { toQueryString } from '@/lib/query-string';
import { bookingsCsvUrl } from './api/bookings-csv-url';
import { bookingList } from './api/list-bookings';
import { filtersFromParams } from './booking-filters';
import { BookingCard } from './components/booking-card';
import { BookingFiltersBar } from './components/booking-filters-bar';

/** /admin/bookings: the list for the filters in the URL (docs/product.md#admin-area). */
export function BookingsPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const list = useInfiniteQuery(bookingList.query(filters));

  return (
    <>
      <AdminPageHeader
        title="Bookings"
        description="Newest first. Expand a booking to see everything the customer sent."
        actions={
          <>
            <RefreshButton list={list} />
            <CsvExportLink href={bookingsCsvUrl(filters)} />
          </>
        }
      />
      <div className="space-y-4">
        <BookingFiltersBar
          filters={filters}
          // Replace, not push: each keystroke's search must not become a back-button step.
          onChange={(next) => setParams(toQueryString({ ...next }), { replace: true })}
        />
        <PagedListView
          list={list}
          noun="bookings"
          failedMessage={ADMIN_MESSAGES.bookingsFailed}
          emptyText={ADMIN_MESSAGES.noBookingsFound}
        >
          {(booking) => <BookingCard booking={booking} />}
        </PagedListView>
      </div>
    </>
  );
}
