import { AUDIT_KINDS } from '#shared/admin/audit-kinds.ts';
import type { AuditFilters } from '#shared/admin/audit-trail.ts';
import { isCalendarDay } from '#shared/site/india-time.ts';

const day = (value: string | null) => (value && isCalendarDay(value) ? value : undefined);

/*
 * The trail's filters live in the page URL (?person=&kind=&from=&to=), so a reload, a shared
 * link or the back button shows the same entries. Values the API would refuse are dropped.
 */
export function auditFiltersFromParams(params: URLSearchParams): AuditFilters {
  const kind = params.get('kind');
  return {
    person: params.get('person')?.trim().slice(0, 100) || undefined,
    kind: AUDIT_KINDS.find((known) => known === kind),
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
}
