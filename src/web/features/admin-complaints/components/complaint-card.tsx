import { useState } from 'react';
import {
  type AdminComplaint,
  COMPLAINT_KIND_LABELS,
  COMPLAINT_STATUS_LABELS,
} from '#shared/complaints/admin-complaints.ts';
import { formatIndiaDate, formatIndiaDateTime } from '#shared/format/india-clock.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ComplaintDetail } from './complaint-detail.tsx';

/** The age as staff read it: hours for two days, then days. */
const age = (hours: number) => (hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} days`);

/** One ticket in the queue, its deadlines highlighted when near. */
export function ComplaintCard({ complaint }: { complaint: AdminComplaint }) {
  const [open, setOpen] = useState(false);
  const titleId = `complaint-${complaint.id}`;
  const due = complaint.ackDue || complaint.resolutionDue;
  return (
    <article
      aria-labelledby={titleId}
      className={`space-y-2 rounded-2xl border bg-white p-4 shadow-sm sm:p-5 ${due ? 'border-red-300' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={titleId} className="font-semibold text-base text-slate-900">
            {complaint.ticket} · {complaint.name}
          </h2>
          <p className="text-slate-600 text-sm">
            {COMPLAINT_KIND_LABELS[complaint.kind]} · {COMPLAINT_STATUS_LABELS[complaint.status]} ·{' '}
            {formatIndiaDateTime(complaint.createdAt)} · {age(complaint.ageHours)} old
          </p>
          <p className="text-slate-600 text-sm">
            {complaint.phone} · {complaint.email}
            {complaint.orderId && ` · ${complaint.orderId}`}
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? 'Hide' : 'Open'}
        </Button>
      </div>
      {complaint.ackDue && (
        <p className="font-medium text-red-800 text-sm">
          Not answered yet: reply by {formatIndiaDateTime(complaint.acknowledgeBy)} (48 hours).
        </p>
      )}
      {complaint.resolutionDue && (
        <p className="font-medium text-red-800 text-sm">
          Not closed yet: resolve by {formatIndiaDate(complaint.resolveBy)} (one month).
        </p>
      )}
      {open && <ComplaintDetail id={complaint.id} />}
    </article>
  );
}
