import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { indiaNow } from '#shared/appointments/availability.ts';
import { formatDay, formatSlot } from '#shared/format/dates.ts';
import { AdminIcon } from '#web/components/admin/admin-icon.tsx';
import { AdminPageHeader } from '#web/components/admin/admin-page-header.tsx';
import { RetryNotice } from '#web/components/admin/notice.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { centresQuery } from '#web/lib/admin/api/centres.ts';
import { weekdayName } from '#web/lib/admin/day-label.ts';
import { useSignedInAdmin } from '#web/lib/admin/signed-in-admin.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { appointmentsQuery } from './api/appointments.ts';
import {
  type AppointmentView,
  groupByDayAndSlot,
  lookAheadRange,
  openingDay,
  rangeOf,
  stepDay,
  VIEWS,
  viewFromSearch,
} from './appointment-range.ts';
import { AppointmentCard } from './components/appointment-card.tsx';
import { RouteSheet } from './components/route-sheet.tsx';
import { routeSheetDays } from './route-sheet-groups.ts';

const VIEW_LABELS: Record<AppointmentView, string> = { day: 'Day', week: 'Week' };
const LOAD_FAILED = 'The appointments could not be loaded.';

/**
 * /admin/appointments: the fitters' day or week, India days, by day and slot, printable as the
 * route sheet. The view, the day and the centre live in the address bar, so a refresh or a shared
 * link keeps them. Without a day there, it opens on the next day that has appointments (today if
 * today has any, today too when none are ahead).
 */
export function AppointmentsPage() {
  const [params, setParams] = useSearchParams();
  const today = indiaNow(new Date()).today;
  const { view, day, dayChosen } = viewFromSearch(params, today);
  const range = rangeOf(view, day);
  const list = useQuery({ ...appointmentsQuery(range), enabled: dayChosen });
  const ahead = useQuery({ ...appointmentsQuery(lookAheadRange(today)), enabled: !dayChosen });
  const centres = useQuery(centresQuery);
  // One centre's day, or every centre's (no `centre` in the address bar).
  const centre = params.get('centre') ?? '';
  useEffect(() => {
    if (dayChosen || ahead.isPending) return;
    const next = new URLSearchParams(params);
    next.set('view', view);
    next.set('day', ahead.isSuccess ? openingDay(ahead.data, today, centre) : today);
    setParams(next, { replace: true });
  }, [
    dayChosen,
    ahead.isPending,
    ahead.isSuccess,
    ahead.data,
    params,
    setParams,
    view,
    today,
    centre,
  ]);
  const shown = (list.data ?? []).filter((a) => !centre || a.centreId === centre);
  const days = groupByDayAndSlot(shown);
  const show = (next: { view?: AppointmentView; day?: string; centre?: string }) => {
    const chosen = next.centre ?? centre;
    setParams(
      { view: next.view ?? view, day: next.day ?? day, ...(chosen ? { centre: chosen } : {}) },
      { replace: true },
    );
  };
  // A staff account limited to centres sees theirs only: the filter offers no other.
  const { centreIds = [] } = useSignedInAdmin();
  const limited = centreIds.length > 0;
  const centreList = (centres.data ?? []).filter((c) => !limited || centreIds.includes(c.id));
  const centreLabel = centreList.find((c) => c.id === centre)?.name;

  const title =
    view === 'day'
      ? `${weekdayName(day)}, ${formatDay(day, 'en', 'medium')}`
      : `${formatDay(range.from, 'en', 'medium')} – ${formatDay(range.to, 'en', 'medium')}`;
  const count = shown.length;

  return (
    <>
      <AdminPageHeader
        title="Appointments"
        description="Fitting visits by day and time, India time. Cancelled bookings are left out."
        actions={
          <Button variant="secondary" onClick={() => window.print()} disabled={!list.isSuccess}>
            Print route sheet
          </Button>
        }
      />
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <fieldset className="flex rounded-lg border border-slate-300 bg-white p-0.5">
            <legend className="sr-only">View</legend>
            {VIEWS.map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => show({ view: v })}
                className={`rounded-md px-3 py-1.5 font-semibold text-sm ${
                  view === v ? 'bg-blue-700 text-white' : 'text-slate-800 hover:bg-slate-100'
                }`}
              >
                {VIEW_LABELS[v]}
              </button>
            ))}
          </fieldset>
          {(centreList.length > 1 || centre) && (
            <label className="flex items-center gap-2 font-medium text-slate-800 text-sm">
              Centre
              <select
                value={centre}
                onChange={(event) => show({ centre: event.target.value })}
                className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
              >
                <option value="">{limited ? 'All my centres' : 'All centres'}</option>
                {centreList.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                    {c.active ? '' : ' (closed)'}
                  </option>
                ))}
              </select>
            </label>
          )}
          <div className="flex gap-1">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => show({ day: stepDay(view, day, -1) })}
            >
              <AdminIcon name="chevronLeft" className="size-4" />
              Previous<span className="sr-only"> {view}</span>
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={day === today}
              onClick={() => show({ day: today })}
            >
              Today
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => show({ day: stepDay(view, day, 1) })}
            >
              Next<span className="sr-only"> {view}</span>
              <AdminIcon name="chevronRight" className="size-4" />
            </Button>
          </div>
        </div>
        <h2 className="font-semibold text-lg text-slate-900" aria-live="polite">
          {title}
          {list.isSuccess && (
            <span className="ml-2 font-normal text-base text-slate-600">
              {count === 1 ? '1 appointment' : `${count} appointments`}
            </span>
          )}
        </h2>
        <RetryNotice
          message={list.isError ? errorMessage(list.error, LOAD_FAILED) : undefined}
          onRetry={() => list.refetch()}
        />
        {list.isPending && (
          <p role="status" className="text-slate-600">
            Loading appointments…
          </p>
        )}
        {list.isSuccess && count === 0 && (
          <p className="text-slate-600">
            {view === 'day' ? 'No appointments on this day.' : 'No appointments this week.'}
          </p>
        )}
        <div className={`space-y-6 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
          {days.map((group) => (
            <section key={group.day} aria-labelledby={`day-${group.day}`} className="space-y-3">
              {/* The day view's title already names the day: its heading is for screen readers. */}
              <h3
                id={`day-${group.day}`}
                className={view === 'week' ? 'font-semibold text-base text-slate-900' : 'sr-only'}
              >
                {weekdayName(group.day)}, {formatDay(group.day, 'en', 'medium')}
              </h3>
              {group.slots.map((slot) => (
                <div key={slot.slot} className="space-y-2">
                  <h4 className="font-semibold text-slate-700 text-sm">{formatSlot(slot, 'en')}</h4>
                  <ul className="grid gap-3 lg:grid-cols-2">
                    {slot.appointments.map((a) => (
                      <li key={a.bookingId}>
                        <AppointmentCard appointment={a} />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          ))}
        </div>
      </div>
      {list.isSuccess && (
        <RouteSheet
          title={centreLabel ? `${centreLabel} · ${title}` : title}
          days={routeSheetDays(
            shown,
            centreList.map((c) => c.id),
          )}
        />
      )}
    </>
  );
}
