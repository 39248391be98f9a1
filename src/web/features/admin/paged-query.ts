import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  type QueryKey,
} from '@tanstack/react-query';

export interface Page<T> {
  items: T[];
  /** Pass back for the next page; null once the last page arrived. */
  nextCursor: string | null;
}

const allItems = <T>(data: InfiniteData<Page<T>>) => data.pages.flatMap((page) => page.items);

/**
 * A cursor-paged admin list, newest first: "Load more" fetches the page after the last one, and a
 * new search keeps the old rows on screen (dimmed) until its first page arrives.
 */
export function pagedQuery<T>(
  queryKey: QueryKey,
  loadPage: (cursor: string | undefined, signal: AbortSignal) => Promise<Page<T>>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => loadPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    select: allItems<T>,
    placeholderData: keepPreviousData,
  });
}

/** A row an admin changed, as the server answered it, in place in every cached page. */
export function replaceRow<T extends { id: string }>(changed: T) {
  return (data: InfiniteData<Page<T>> | undefined) =>
    data && {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((item) => (item.id === changed.id ? changed : item)),
      })),
    };
}
