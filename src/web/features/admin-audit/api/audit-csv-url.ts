import type { AuditFilters } from '#shared/admin/audit-trail.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { toQueryString } from '#web/lib/query-string.ts';

/** A plain download link: the browser sends the session cookie with it like any same-site GET. */
export function auditCsvUrl(filters: AuditFilters): string {
  return `${API_PATHS.admin.auditCsv}${toQueryString(filters)}`;
}
