import { describeAuditChanges } from '#shared/admin/audit-changes.ts';
import { AUDIT_KIND_LABELS } from '#shared/admin/audit-kinds.ts';
import type { AuditEvent } from '#shared/admin/audit-trail.ts';
import { formatIndiaDateTime } from '#shared/format/india-clock.ts';

/** Longer than this, a value (a policy, the fitting rules) opens on request. */
const LONG_VALUE = 280;

/**
 * A value of a change. A long one shows its start and opens in full on request: a box that
 * scrolled instead would be a region a keyboard cannot reach.
 */
function Value({ text, tone }: { text: string; tone: 'before' | 'after' }) {
  const colours = tone === 'before' ? 'bg-red-50 text-red-900' : 'bg-green-50 text-green-900';
  const box = `inline-block max-w-full whitespace-pre-line break-words rounded px-1.5 py-0.5 align-top ${colours}`;
  if (text.length <= LONG_VALUE) return <span className={box}>{text}</span>;
  return (
    <details className={box}>
      <summary className="cursor-pointer">{text.slice(0, LONG_VALUE / 2)}… (show all)</summary>
      {text}
    </details>
  );
}

/** One entry: what happened, to what, who did it from where and when, and before → after. */
export function AuditEntry({ event }: { event: AuditEvent }) {
  const titleId = `audit-${event.id}`;
  const changes = describeAuditChanges(event.before, event.after);
  return (
    <article
      aria-labelledby={titleId}
      className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="font-semibold text-base text-slate-900">
          {AUDIT_KIND_LABELS[event.kind]}
        </h2>
        <time dateTime={event.at} className="text-slate-600 text-sm tabular-nums">
          {formatIndiaDateTime(event.at)}
        </time>
      </div>
      <p className="break-words text-slate-800">{event.subject}</p>
      <p className="break-all text-slate-600 text-sm">
        By <span className="font-medium text-slate-800">{event.actorEmail}</span>
        {event.actorId === null && ' (no account has this e-mail)'} · from {event.address}
      </p>
      {changes.length > 0 && (
        <dl className="space-y-1.5 border-slate-100 border-t pt-2 text-sm">
          {changes.map((change) => (
            <div key={change.field} className="grid gap-1 sm:grid-cols-[10rem_1fr]">
              <dt className="font-medium text-slate-700">{change.field || 'Value'}</dt>
              <dd className="min-w-0 text-slate-800">
                {change.before && (
                  <>
                    <Value text={change.before} tone="before" />
                    <span aria-hidden="true"> → </span>
                    <span className="sr-only"> changed to </span>
                  </>
                )}
                <Value text={change.after || '—'} tone="after" />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}
