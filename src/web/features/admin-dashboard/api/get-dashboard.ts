import { DashboardSchema } from '@shared/admin/admin-bookings';
import { API_PATHS } from '@shared/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';

export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: ({ signal }) => adminRequest(API_PATHS.admin.dashboard, DashboardSchema, { signal }),
});
