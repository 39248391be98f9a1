import type { ReactNode } from 'react';
import type { PagedList } from '@/features/admin/use-paged-list';
import { LoadMore } from './load-more';
import { ErrorNotice } from './notice';

interface PagedListViewProps<T extends { id: string }> {
  list: PagedList<T> & { loadMore: () => void };
  /** What the list holds, plural: "bookings", "leads". */
  noun: string;
  /** Shown when the query found nothing. */
  emptyText: string;
  children: (item: T) => ReactNode;
}

/**
 * A usePagedList list on screen: a placeholder on the first load, the old rows dimmed while the
 * next query loads (no jumping page), the error, the empty state, then the rows and "Load more".
 */
export function PagedListView<T extends { id: string }>({
  list,
  noun,
  emptyText,
  children,
}: PagedListViewProps<T>) {
  const firstLoad = list.loading && list.items.length === 0 && !list.error;
  return (
    <>
      <p role="status" className="text-slate-600 text-sm empty:hidden">
        {list.loading ? `Loading ${noun}…` : ''}
      </p>
      <ErrorNotice message={list.error} />
      {firstLoad && <ListSkeleton />}
      {!list.loading && !list.error && list.items.length === 0 && (
        <p className="rounded-2xl border border-slate-300 border-dashed bg-white px-4 py-10 text-center text-slate-600">
          {emptyText}
        </p>
      )}
      {list.items.length > 0 && (
        <>
          <ul
            aria-busy={list.loading}
            className={`space-y-3 transition-opacity ${list.loading ? 'opacity-60' : ''}`}
          >
            {list.items.map((item) => (
              <li key={item.id}>{children(item)}</li>
            ))}
          </ul>
          <LoadMore
            shown={list.items.length}
            hasMore={list.nextCursor !== null}
            loading={list.loadingMore}
            error={list.moreError}
            onLoadMore={list.loadMore}
            noun={noun}
          />
        </>
      )}
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
