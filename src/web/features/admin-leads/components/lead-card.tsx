import { formatIndiaDateTime } from '#shared/format/india-clock.ts';
import type { Lead } from '#shared/leads/lead-schema.ts';
import { AdminIcon } from '#web/components/admin/admin-icon.tsx';
import { ErrorNotice } from '#web/components/admin/notice.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useMarkLeadCalled } from '../api/mark-lead-called.ts';
import { formatMobile, LEAD_MESSAGES, LEAD_SOURCE_LABELS, mobileTelHref } from '../lead-labels.ts';

export function LeadCard({ lead }: { lead: Lead }) {
  const mark = useMarkLeadCalled(lead.id);
  const titleId = `lead-${lead.id}`;
  const called = lead.calledAt !== null;

  return (
    <article
      aria-labelledby={titleId}
      className={`space-y-3 rounded-2xl border bg-white p-4 shadow-sm sm:p-5 ${called ? 'border-slate-200' : 'border-amber-300'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={titleId} className="font-semibold text-base text-slate-900">
            {lead.name}
          </h2>
          <p className="text-slate-600 text-sm">
            {LEAD_SOURCE_LABELS[lead.source]} · {formatIndiaDateTime(lead.createdAt)}
          </p>
        </div>
        <a
          href={mobileTelHref(lead.phone)}
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 font-semibold text-blue-800 text-sm tabular-nums hover:bg-blue-50"
        >
          <AdminIcon name="phone" className="size-4" />
          {formatMobile(lead.phone)}
        </a>
      </div>
      {(lead.from || lead.to) && (
        <p className="text-slate-800 text-sm">
          <span className="sr-only">Move from </span>
          {lead.from || 'Not given'}
          <span aria-hidden="true"> → </span>
          <span className="sr-only"> to </span>
          {lead.to || 'Not given'}
        </p>
      )}
      {lead.notes && (
        <p className="whitespace-pre-line break-words rounded-lg bg-slate-50 px-3 py-2 text-slate-700 text-sm">
          {lead.notes}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 border-slate-100 border-t pt-3">
        <p className={`text-sm ${called ? 'text-green-800' : 'font-medium text-amber-800'}`}>
          {called && lead.calledAt
            ? `Called by ${lead.calledBy ?? 'an admin'}, ${formatIndiaDateTime(lead.calledAt)}`
            : 'Not called yet'}
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => mark.mutate(!called)}
          disabled={mark.isPending}
        >
          {mark.isPending ? 'Saving…' : called ? 'Mark not called' : 'Mark called'}
        </Button>
      </div>
      <ErrorNotice
        message={mark.isError ? errorMessage(mark.error, LEAD_MESSAGES.updateFailed) : undefined}
      />
    </article>
  );
}
