import { useQuery } from '@tanstack/react-query';
import { AdminPageHeader } from '#web/components/admin/admin-page-header.tsx';
import { QueryView } from '#web/components/admin/query-view.tsx';
import { retentionQuery } from './api/retention.ts';
import { ErasureRequestsCard } from './components/erasure-requests-card.tsx';
import { RetentionCard } from './components/retention-card.tsx';

/** /admin/customers-data: the owner's retention periods and customers' erasure requests. */
export function CustomersDataPage() {
  const retention = useQuery(retentionQuery);
  return (
    <>
      <AdminPageHeader
        title="Customers’ data"
        description="Kept only as long as needed (Digital Personal Data Protection Act 2023): a daily run deletes and blanks what is due."
      />
      <div className="max-w-3xl space-y-4">
        <QueryView
          query={retention}
          failedMessage="Failed to load the retention settings."
          loadingText="Loading…"
        >
          {(page) => <RetentionCard page={page} />}
        </QueryView>
        <ErasureRequestsCard />
      </div>
    </>
  );
}
