import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '#web/components/admin/admin-page-header.tsx';
import { PagedListView } from '#web/components/admin/paged-list-view.tsx';
import { RefreshButton } from '#web/components/admin/refresh-button.tsx';
import { leadList } from './api/list-leads.ts';
import { LeadCard } from './components/lead-card.tsx';
import { LeadSearch } from './components/lead-search.tsx';
import { LEAD_MESSAGES } from './lead-labels.ts';

/** /admin/leads: quote and call-back requests from the movers page, newest first. */
export function LeadsPage() {
  const [params, setParams] = useSearchParams();
  // In the URL, like the bookings filters: a reload or the back button keeps the search.
  const phone = (params.get('phone') ?? '').replace(/\D/g, '').slice(0, 10);
  const list = useInfiniteQuery(leadList.query({ phone }));

  return (
    <>
      <AdminPageHeader
        title="Leads"
        description="Quote and call-back requests from the movers page, newest first. Each was promised a call within 10 minutes."
        actions={<RefreshButton list={list} />}
      />
      <div className="space-y-4">
        <LeadSearch
          phone={phone}
          // Replace, not push: each keystroke's search must not become a back-button step.
          onSearch={(next) => setParams(next ? { phone: next } : {}, { replace: true })}
        />
        <PagedListView
          list={list}
          noun="leads"
          failedMessage={LEAD_MESSAGES.loadFailed}
          emptyText={phone ? LEAD_MESSAGES.noMatch : LEAD_MESSAGES.noLeads}
        >
          {(lead) => <LeadCard lead={lead} />}
        </PagedListView>
      </div>
    </>
  );
}
