import { AuditPageSchema } from '@shared/admin/audit-trail';
import { API_PATHS } from '@shared/api-paths';
import { adminList } from '@/features/admin/paged-query';

/** Audit-trail entries matching the filters, newest first. */
export const auditList = adminList({
  name: 'audit',
  path: API_PATHS.admin.audit,
  schema: AuditPageSchema,
  items: (page) => page.events,
});
