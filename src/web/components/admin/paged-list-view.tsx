import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '../ui/button.tsx';
import { ErrorNotice } from './notice.tsx';

interface PagedListViewProps<T extends { id: string }> {
  /** An adminList query: its rows so far. */
  list: UseInfiniteQueryResult<T[]>;
  /** What the list holds, plural: "bookings", "leads". */
  noun: string;
  failedMessage: string;
  /** Shown when the query found nothing. */
  emptyText: string;
  children: (item: T) => ReactNode;
}

/**
 * A paged list on screen: a placeholder on the first load, the old rows dimmed while a new query
 * or a refresh loads (no jumping page), the error, the empty state, then the rows and "Load more".
 */
export function PagedListView<T extends { id: string }>({
  list,
  noun,
  failedMessage,
  emptyText,
  children,
}: PagedListViewProps<T>) {
  const reloading = list.isFetching && !list.isFetchingNextPage;
  const failed = list.isError && !list.isFetchNextPageError;
  const items = failed ? [] : (list.data ?? []);
  return (
    <>
      <p role="status" className="text-slate-600 text-sm empty:hidden">
        {reloading ? `Loading ${noun}…` : ''}
      </p>
      <ErrorNotice message={failed ? errorMessage(list.error, failedMessage) : undefined} />
      {list.isPending && <ListSkeleton />}
      {!reloading && !failed && items.length === 0 && (
        <p className="rounded-2xl border border-slate-300 border-dashed bg-white px-4 py-10 text-center text-slate-600">
          {emptyText}
        </p>
      )}
      {items.length > 0 && (
        <ul
          aria-busy={reloading}
          className={`space-y-3 transition-opacity ${reloading ? 'opacity-60' : ''}`}
        >
          {items.map((item) => (
            <li key={item.id}>{children(item)}</li>
          ))}
        </ul>
      )}
      {/* Disabled once a page came back short: the server then sends no cursor. */}
      {items.length > 0 && !list.isPlaceholderData && (
        <div className="flex flex-col items-center gap-2 pt-2">
          <ErrorNotice
            message={list.isFetchNextPageError ? ADMIN_MESSAGES.loadMoreFailed : undefined}
          />
          <Button
            variant="secondary"
            onClick={() => list.fetchNextPage()}
            disabled={!list.hasNextPage || list.isFetching}
          >
            {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
          <p className="text-slate-600 text-xs">
            {list.hasNextPage
              ? `${items.length} shown`
              : `All ${items.length} matching ${noun} shown`}
          </p>
        </div>
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
