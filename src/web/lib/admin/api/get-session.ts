import { queryOptions } from '@tanstack/react-query';
import { SessionSchema } from '#shared/admin/two-factor-schema.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { apiRequest } from '../../api-client.ts';

/** Who is signed in; fails with a 401 ApiError when nobody is (the guard handles that itself). */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: ({ signal }) =>
    apiRequest(API_PATHS.admin.session, (data) => SessionSchema.parse(data), { signal }),
});
