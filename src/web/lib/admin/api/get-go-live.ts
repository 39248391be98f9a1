import { queryOptions } from '@tanstack/react-query';
import { GoLiveSchema } from '#shared/admin/go-live.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { adminRequest } from './admin-client.ts';

export const goLiveQuery = queryOptions({
  queryKey: ['go-live'],
  queryFn: ({ signal }) => adminRequest(API_PATHS.admin.goLive, GoLiveSchema, { signal }),
});
