import { GoLiveSchema } from '@shared/admin/go-live';
import { API_PATHS } from '@shared/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';

export const goLiveQuery = queryOptions({
  queryKey: ['go-live'],
  queryFn: ({ signal }) => adminRequest(API_PATHS.admin.goLive, GoLiveSchema, { signal }),
});
