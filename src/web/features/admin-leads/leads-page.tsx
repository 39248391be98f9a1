import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { PagedListView } from '@/features/admin/components/paged-list-view';
import { RefreshButton } from '@/features/admin/components/refresh-button';
import { usePagedList } from '@/features/admin/use-paged-list';
import { listLeads } from './api/list-leads';
import { LeadCard } from './components/lead-card';
import { LeadSearch } from './components/lead-search';
import { LEAD_MESSAGES } from './lead-labels';

/** /admin/leads: quote and call-back requests from the movers page, newest first. */
export function LeadsPage() {
  const [params, setParams] = useSearchParams();
  // In the URL, like the bookings filters: a reload or the back button keeps the search.
  const phone = (params.get('phone') ?? '').replace(/\D/g, '').slice(0, 10);
  const [refreshKey, setRefreshKey] = useState(0);
  const list = usePagedList({
    loadPage: async (cursor, signal) => {
      const page = await listLeads({ phone: phone || undefined, cursor }, signal);
      return { items: page.leads, nextCursor: page.nextCursor };
    },
    queryKey: `${phone}#${refreshKey}`,
    failedMessage: LEAD_MESSAGES.loadFailed,
    moreFailedMessage: LEAD_MESSAGES.loadMoreFailed,
  });
  // Replace, not push: each keystroke's search must not become a back-button step.
  const search = useCallback(
    (next: string) => setParams(next ? { phone: next } : {}, { replace: true }),
    [setParams],
  );

  return (
    <>
      <AdminPageHeader
        title="Leads"
        description="Quote and call-back requests from the movers page, newest first. Each was promised a call within 10 minutes."
        actions={
          <RefreshButton onClick={() => setRefreshKey((n) => n + 1)} disabled={list.loading} />
        }
      />
      <div className="space-y-4">
        <LeadSearch phone={phone} onSearch={search} />
        <PagedListView
          list={list}
          noun="leads"
          emptyText={phone ? LEAD_MESSAGES.noMatch : LEAD_MESSAGES.noLeads}
        >
          {(lead) => <LeadCard lead={lead} onChanged={list.replaceItem} />}
        </PagedListView>
      </div>
    </>
  );
}
