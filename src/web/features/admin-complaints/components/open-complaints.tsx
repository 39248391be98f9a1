import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ADMIN_PAGE_PATHS } from '#web/lib/admin/admin-paths.ts';
import { complaintList } from '../api/complaints.ts';

/** The dashboard's line about complaints not closed yet; nothing while there are none. */
export function OpenComplaints() {
  const list = useQuery(complaintList('open'));
  if (!list.isSuccess || list.data.openCount === 0) return null;
  const { openCount, complaints } = list.data;
  const due = complaints.filter((c) => c.ackDue || c.resolutionDue).length;
  return (
    <section
      aria-label="Complaints"
      className={`rounded-2xl border p-4 text-sm ${due ? 'border-red-300 bg-red-50 text-red-900' : 'border-slate-200 bg-white text-slate-800'}`}
    >
      <Link to={ADMIN_PAGE_PATHS.complaints} className="font-semibold underline">
        {openCount === 1 ? '1 complaint' : `${openCount} complaints`} not closed
      </Link>
      {due > 0 && ` · ${due} unanswered near 48 hours or open near one month`}
    </section>
  );
}
