import { queryOptions } from '@tanstack/react-query';
import { StaffListSchema } from '#shared/admin/staff.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';

export const staffQuery = queryOptions({
  queryKey: ['staff'],
  queryFn: ({ signal }) => adminRequest(API_PATHS.admin.staff, StaffListSchema, { signal }),
});
