import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { COMPLAINT_STATUS_LABELS } from '#shared/complaints/admin-complaints.ts';
import { COMPLAINT_STATUSES, type ComplaintStatus } from '#shared/complaints/complaint-rules.ts';
import { AdminPageHeader } from '#web/components/admin/admin-page-header.tsx';
import { QueryView } from '#web/components/admin/query-view.tsx';
import { complaintList } from './api/complaints.ts';
import { ComplaintCard } from './components/complaint-card.tsx';

const isStatus = (value: string | null): value is ComplaintStatus =>
  (COMPLAINT_STATUSES as readonly (string | null)[]).includes(value);

/**
 * /admin/complaints: customers' tickets and data requests, oldest first, for every member of
 * staff (the grievance officer is the owner's named person). Red: near the 48-hour reply or the
 * one-month resolution the 2020 rules promise.
 */
export function ComplaintsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const list = useQuery(complaintList(status));

  return (
    <>
      <AdminPageHeader
        title="Complaints"
        description="Reply within 48 hours and resolve within one month (Consumer Protection (E-Commerce) Rules 2020). Replies are mailed to the customer and kept with the ticket."
      />
      <nav aria-label="Filter complaints" className="mb-4 flex flex-wrap gap-2">
        {[undefined, ...COMPLAINT_STATUSES].map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            aria-pressed={status === value}
            onClick={() => setParams(value ? { status: value } : {}, { replace: true })}
            className={`rounded-full border px-3 py-1 text-sm ${status === value ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-800'}`}
          >
            {value ? COMPLAINT_STATUS_LABELS[value] : 'All'}
          </button>
        ))}
      </nav>
      <QueryView
        query={list}
        failedMessage="Could not load the complaints."
        loadingText="Loading complaints…"
      >
        {({ complaints, openCount }) => (
          <div className="space-y-4">
            <p className="text-slate-700 text-sm">{openCount} not closed.</p>
            {complaints.length === 0 ? (
              <p className="text-slate-600">No complaints here.</p>
            ) : (
              complaints.map((complaint) => (
                <ComplaintCard key={complaint.id} complaint={complaint} />
              ))
            )}
          </div>
        )}
      </QueryView>
    </>
  );
}
