import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { AdminPageHeader } from '#web/components/admin/admin-page-header.tsx';
import { CsvExportLink } from '#web/components/admin/csv-export-link.tsx';
import { PagedListView } from '#web/components/admin/paged-list-view.tsx';
import { RefreshButton } from '#web/components/admin/refresh-button.tsx';
import { toQueryString } from '#web/lib/query-string.ts';
import { auditCsvUrl } from './api/audit-csv-url.ts';
import { auditPeopleQuery } from './api/get-audit-people.ts';
import { auditList } from './api/list-audit-events.ts';
import { auditFiltersFromParams } from './audit-filters.ts';
import { AuditEntry } from './components/audit-entry.tsx';
import { AuditFiltersBar } from './components/audit-filters-bar.tsx';

/**
 * /admin/audit: every change made in the admin area and every sign-in, newest first, for the
 * filters in the URL. The owner's page once roles exist.
 */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = auditFiltersFromParams(params);
  const list = useInfiniteQuery(auditList.query(filters));
  const people = useQuery(auditPeopleQuery);

  return (
    <>
      <AdminPageHeader
        title="Audit trail"
        description="Who changed what and when, from which address, newest first. Times are India time. Nothing here can be edited or deleted."
        actions={
          <>
            <RefreshButton list={list} />
            <CsvExportLink href={auditCsvUrl(filters)} />
          </>
        }
      />
      <div className="space-y-4">
        <AuditFiltersBar
          filters={filters}
          people={people.data?.people ?? []}
          onChange={(next) => setParams(toQueryString({ ...next }), { replace: true })}
        />
        <PagedListView
          list={list}
          noun="entries"
          failedMessage={ADMIN_MESSAGES.auditFailed}
          emptyText={ADMIN_MESSAGES.noAuditEvents}
        >
          {(event) => <AuditEntry event={event} />}
        </PagedListView>
      </div>
    </>
  );
}
