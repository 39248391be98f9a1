import { StaffListSchema } from '@shared/admin/staff';
import { API_PATHS } from '@shared/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';

export const staffQuery = queryOptions({
  queryKey: ['staff'],
  queryFn: ({ signal }) => adminRequest(API_PATHS.admin.staff, StaffListSchema, { signal }),
});
