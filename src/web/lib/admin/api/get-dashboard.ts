import { queryOptions } from '@tanstack/react-query';
import { DashboardSchema } from '#shared/admin/admin-bookings.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { adminRequest } from './admin-client.ts';

export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: ({ signal }) => adminRequest(API_PATHS.admin.dashboard, DashboardSchema, { signal }),
});
