import { formatIndiaDateTime } from '#shared/format/india-clock.ts';
import type { TrackedOrder } from '#shared/tracking/track-schema.ts';
import { useLocale, useMessages } from '#web/i18n/language-context.tsx';
import { bookingStatusMessages, trackingMessages } from '#web/i18n/lazy-messages.ts';

/** Each status the order has had and when, oldest first, as the server sends it. */
export function StatusTimeline({ history }: { history: TrackedOrder['history'] }) {
  const t = useMessages(trackingMessages);
  const statuses = useMessages(bookingStatusMessages);
  const locale = useLocale();
  return (
    <section aria-labelledby="status-history-heading" className="space-y-3">
      <h3 id="status-history-heading" className="font-semibold text-slate-900">
        {t.statusHistory}
      </h3>
      <ol
        aria-labelledby="status-history-heading"
        className="space-y-3 border-slate-200 border-l-2 pl-4 text-sm"
      >
        {history.map((entry) => (
          <li key={`${entry.at}-${entry.status}`} className="relative">
            <span
              className="-left-[1.3rem] absolute top-1.5 size-2 rounded-full bg-blue-700"
              aria-hidden="true"
            />
            <p className="font-medium text-slate-900">{statuses[entry.status]}</p>
            <p className="text-slate-600">
              <time dateTime={entry.at}>{formatIndiaDateTime(entry.at, locale)}</time>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
