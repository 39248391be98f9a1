import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { AdminPageHeader } from '#web/components/admin/admin-page-header.tsx';
import { CsvExportLink } from '#web/components/admin/csv-export-link.tsx';
import { PagedListView } from '#web/components/admin/paged-list-view.tsx';
import { RefreshButton } from '#web/components/admin/refresh-button.tsx';
import { bookingList } from '#web/lib/admin/api/list-bookings.ts';
import { toQueryString } from '#web/lib/query-string.ts';
import { bookingsCsvUrl } from './api/bookings-csv-url.ts';
import { filtersFromParams } from './booking-filters.ts';
import { BookingCard } from './components/booking-card.tsx';
import { BookingFiltersBar } from './components/booking-filters-bar.tsx';

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
