import { SessionSchema } from '@shared/admin/two-factor-schema';
import { API_PATHS } from '@shared/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Who is signed in; fails with a 401 ApiError when nobody is (the guard handles that itself). */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: ({ signal }) =>
    apiRequest(API_PATHS.admin.session, (data) => SessionSchema.parse(data), { signal }),
});
