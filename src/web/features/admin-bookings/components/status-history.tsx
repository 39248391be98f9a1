import type { StatusChangeEntry } from '#shared/admin/admin-bookings.ts';
import { BOOKING_STATUS_LABELS } from '#shared/booking/booking-status.ts';
import { formatIndiaDateTime } from '#shared/format/india-clock.ts';

/** Who moved the booking from what to what, and when; oldest first, as the server sends it. */
export function StatusHistory({ history }: { history: StatusChangeEntry[] }) {
  return (
    <ol className="space-y-2 border-slate-200 border-l-2 pl-4 text-sm">
      {history.map((entry) => (
        <li key={`${entry.at}-${entry.to}`} className="relative">
          <span
            className="-left-[1.3rem] absolute top-1.5 size-2 rounded-full bg-slate-400"
            aria-hidden="true"
          />
          <p className="text-slate-900">
            {entry.from === null ? (
              <>Booked: {BOOKING_STATUS_LABELS[entry.to]}</>
            ) : (
              <>
                {BOOKING_STATUS_LABELS[entry.from]} <span aria-hidden="true">→</span>
                <span className="sr-only">to</span> {BOOKING_STATUS_LABELS[entry.to]}
              </>
            )}
          </p>
          <p className="text-slate-600 text-xs">
            by <span className="font-medium text-slate-800">{entry.by}</span>,{' '}
            <time dateTime={entry.at}>{formatIndiaDateTime(entry.at)}</time>
          </p>
          {entry.note && <p className="break-words text-slate-600 text-xs">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
