import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * Ends the session. A query, not a mutation: the logout page signs out as it opens, and a query
 * runs once however often React mounts the page; gcTime 0 makes the next visit sign out again.
 */
export const signOutQuery = queryOptions({
  queryKey: ['sign-out'],
  queryFn: ({ signal }) =>
    apiRequest(API_PATHS.admin.session, () => null, { method: 'DELETE', signal }),
  gcTime: 0,
});
