import type { AuditFilters } from '@shared/admin/audit-trail';
import { API_PATHS } from '@shared/api-paths';
import { toQueryString } from '@/lib/query-string';

/** A plain download link: the browser sends the session cookie with it like any same-site GET. */
export function auditCsvUrl(filters: AuditFilters): string {
  return `${API_PATHS.admin.auditCsv}${toQueryString(filters)}`;
}
