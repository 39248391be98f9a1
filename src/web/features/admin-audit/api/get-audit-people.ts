import { queryOptions } from '@tanstack/react-query';
import { AuditPeopleSchema } from '#shared/admin/audit-trail.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';

/** Every admin account, for the person filter. */
export const auditPeopleQuery = queryOptions({
  queryKey: ['audit', 'people'],
  queryFn: ({ signal }) => adminRequest(API_PATHS.admin.auditPeople, AuditPeopleSchema, { signal }),
});
