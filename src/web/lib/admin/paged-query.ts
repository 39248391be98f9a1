import { type InfiniteData, infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { toQueryString } from '../query-string.ts';
import { adminRequest } from './api/admin-client.ts';

interface Page<T> {
  items: T[];
  /** Pass back for the next page; null once the last page arrived. */
  nextCursor: string | null;
}

interface AdminListEndpoint<P, T> {
  /** The first part of the list's query keys. */
  name: string;
  path: string;
  schema: { parse(data: unknown): P };
  /** A page's rows, under whatever name the API gives them. */
  items: (page: P) => T[];
}

const allItems = <T>(data: InfiniteData<Page<T>>) => data.pages.flatMap((page) => page.items);

/**
 * A cursor-paged admin list, newest first: "Load more" fetches the page after the last one, and a
 * new search keeps the old rows on screen (dimmed) until its first page arrives.
 */
export function adminList<P extends { nextCursor: string | null }, T>(
  endpoint: AdminListEndpoint<P, T>,
) {
  const { name, path, schema, items } = endpoint;
  return {
    /** The key of every cached list of it, whatever its filters. */
    all: [name] as const,
    query: (filters: Record<string, string | undefined>) =>
      infiniteQueryOptions({
        queryKey: [name, filters],
        queryFn: async ({ pageParam: cursor, signal }): Promise<Page<T>> => {
          const url = `${path}${toQueryString({ ...filters, cursor })}`;
          const page = await adminRequest(url, schema, { signal });
          return { items: items(page), nextCursor: page.nextCursor };
        },
        initialPageParam: undefined as string | undefined,
        getNextPageParam: (page) => page.nextCursor,
        select: allItems<T>,
        placeholderData: keepPreviousData,
      }),
  };
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
