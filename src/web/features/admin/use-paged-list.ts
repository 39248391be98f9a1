import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { errorMessage, isAbort } from '@/lib/api-client';

export interface Page<T> {
  items: T[];
  /** Pass back for the next page; null once the last page arrived. */
  nextCursor: string | null;
}

export interface PagedList<T> extends Page<T> {
  loading: boolean;
  error?: string;
  loadingMore: boolean;
  moreError?: string;
}

const INITIAL = { items: [], nextCursor: null, loading: true, loadingMore: false };

interface PagedListOptions<T> {
  /** One page, starting after `cursor` (the first page without one). */
  loadPage: (cursor: string | undefined, signal?: AbortSignal) => Promise<Page<T>>;
  /** Changes when the query does (filters, a search, a refresh): the first page loads again. */
  queryKey: string;
  failedMessage: string;
  moreFailedMessage: string;
}

/**
 * A cursor-paged admin list, newest first: the first page on every query change, further pages
 * appended by loadMore, and one row replaced in place after an admin changed it.
 */
export function usePagedList<T extends { id: string }>({
  loadPage,
  queryKey,
  failedMessage,
  moreFailedMessage,
}: PagedListOptions<T>) {
  const [list, setList] = useState<PagedList<T>>(INITIAL);
  // Bumped for every first-page load, so a "Load more" answer for an older query is dropped.
  const generation = useRef(0);
  const load = useEffectEvent(loadPage);

  // biome-ignore lint/correctness/useExhaustiveDependencies: queryKey is the reload trigger.
  useEffect(() => {
    const current = ++generation.current;
    const controller = new AbortController();
    // The old rows stay visible (dimmed) until the new ones arrive: no jumping page.
    setList((previous) => ({ ...previous, loading: true, error: undefined, moreError: undefined }));
    load(undefined, controller.signal).then(
      (page) => {
        if (current === generation.current)
          setList({ ...page, loading: false, loadingMore: false });
      },
      (error: unknown) => {
        if (isAbort(error) || current !== generation.current) return;
        setList({ ...INITIAL, loading: false, error: errorMessage(error, failedMessage) });
      },
    );
    return () => controller.abort();
  }, [queryKey]);

  const loadMore = useCallback(async () => {
    const cursor = list.nextCursor;
    if (!cursor || list.loadingMore) return;
    const current = generation.current;
    setList((previous) => ({ ...previous, loadingMore: true, moreError: undefined }));
    try {
      const page = await loadPage(cursor);
      if (current !== generation.current) return;
      setList((previous) => {
        const known = new Set(previous.items.map((item) => item.id));
        return {
          ...previous,
          items: [...previous.items, ...page.items.filter((item) => !known.has(item.id))],
          nextCursor: page.nextCursor,
          loadingMore: false,
        };
      });
    } catch {
      if (current !== generation.current) return;
      setList((previous) => ({ ...previous, loadingMore: false, moreError: moreFailedMessage }));
    }
  }, [list.nextCursor, list.loadingMore, loadPage, moreFailedMessage]);

  /** A row changed (an admin acted on it): show the server's copy in place. */
  const replaceItem = useCallback((updated: T) => {
    setList((previous) => ({
      ...previous,
      items: previous.items.map((item) => (item.id === updated.id ? updated : item)),
    }));
  }, []);

  return { ...list, loadMore, replaceItem };
}
