import { AuditPeopleSchema } from '@shared/admin/audit-trail';
import { API_PATHS } from '@shared/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';

/** Every admin account, for the person filter. */
export const auditPeopleQuery = queryOptions({
  queryKey: ['audit', 'people'],
  queryFn: ({ signal }) => adminRequest(API_PATHS.admin.auditPeople, AuditPeopleSchema, { signal }),
});
