import { AuditPageSchema } from '#shared/admin/audit-trail.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { adminList } from '#web/lib/admin/paged-query.ts';

/** Audit-trail entries matching the filters, newest first. */
export const auditList = adminList({
  name: 'audit',
  path: API_PATHS.admin.audit,
  schema: AuditPageSchema,
  items: (page) => page.events,
});
