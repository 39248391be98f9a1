import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminBooking, BookingFilters } from '../../../shared/admin/admin-bookings';
import { ADMIN_MESSAGES } from '../../../shared/admin/admin-messages';
import { errorMessage, isAbort } from '../admin/api/admin-client';
import { listBookings } from './api/list-bookings';

interface BookingList {
  bookings: AdminBooking[];
  /** Null once the last page arrived (it had fewer than a full page). */
  nextCursor: string | null;
  loading: boolean;
  error?: string;
  loadingMore: boolean;
  moreError?: string;
}

const INITIAL: BookingList = { bookings: [], nextCursor: null, loading: true, loadingMore: false };

/**
 * The bookings list for the current filters: the first page on every filter change or refresh
 * (spec section 4), further pages appended by loadMore.
 */
export function useBookingList(filters: BookingFilters, refreshKey: number) {
  const [list, setList] = useState<BookingList>(INITIAL);
  // Bumped for every first-page load, so a "Load more" answer for older filters is dropped.
  const generation = useRef(0);
  const { search, status, vehicleType } = filters;

  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey is the "Refresh" trigger.
  useEffect(() => {
    const current = ++generation.current;
    const controller = new AbortController();
    // The old rows stay visible (dimmed) until the new ones arrive: no jumping page.
    setList((previous) => ({ ...previous, loading: true, error: undefined, moreError: undefined }));
    listBookings({ search, status, vehicleType }, controller.signal).then(
      (page) => {
        if (current !== generation.current) return;
        setList({ ...page, loading: false, loadingMore: false });
      },
      (error: unknown) => {
        if (isAbort(error) || current !== generation.current) return;
        setList({
          ...INITIAL,
          loading: false,
          error: errorMessage(error, ADMIN_MESSAGES.bookingsFailed),
        });
      },
    );
    return () => controller.abort();
  }, [search, status, vehicleType, refreshKey]);

  const loadMore = useCallback(async () => {
    const cursor = list.nextCursor;
    if (!cursor || list.loadingMore) return;
    const current = generation.current;
    setList((previous) => ({ ...previous, loadingMore: true, moreError: undefined }));
    try {
      const page = await listBookings({ search, status, vehicleType, cursor });
      if (current !== generation.current) return;
      setList((previous) => {
        const known = new Set(previous.bookings.map((booking) => booking.id));
        return {
          ...previous,
          bookings: [...previous.bookings, ...page.bookings.filter((b) => !known.has(b.id))],
          nextCursor: page.nextCursor,
          loadingMore: false,
        };
      });
    } catch {
      if (current !== generation.current) return;
      setList((previous) => ({
        ...previous,
        loadingMore: false,
        moreError: ADMIN_MESSAGES.loadMoreFailed,
      }));
    }
  }, [list.nextCursor, list.loadingMore, search, status, vehicleType]);

  /** A booking changed (its status): show the server's copy in place. */
  const replaceBooking = useCallback((updated: AdminBooking) => {
    setList((previous) => ({
      ...previous,
      bookings: previous.bookings.map((booking) => (booking.id === updated.id ? updated : booking)),
    }));
  }, []);

  return { ...list, loadMore, replaceBooking };
}
