import type { Ref } from 'react';
import type { Availability } from '#shared/appointments/appointment-schema.ts';
import { formatDay, formatSlot } from '#shared/format/dates.ts';
import { addDays, weekdayOf } from '#shared/site/india-time.ts';
import type { Locale } from '#shared/site/locales.ts';
import { appointmentMessages } from '#web/i18n/booking-path-messages.ts';
import { fill } from '#web/i18n/fill.ts';
import { useLocale, useMessages } from '#web/i18n/language-context.tsx';
import type { TextsOf } from '#web/i18n/message-group.ts';
import { ChoiceCard } from './form/choice-card.tsx';
import { FieldError } from './form/form-field.tsx';

type CalendarDay = Availability['days'][number];
type AppointmentTexts = TextsOf<typeof appointmentMessages>;

/** A Monday: the calendar's weeks start on Monday, as Indian wall calendars mostly do. */
const A_MONDAY = '2026-11-23';
/** Columns before the first day: 0 on a Monday … 6 on a Sunday. */
const mondayOffset = (day: string) => (weekdayOf(day) + 6) % 7;

export interface AppointmentCalendarProps {
  /** Unique on the page: the radio groups' names and ids. */
  id: string;
  availability: Availability;
  day: string;
  slot: string;
  onDayChange: (day: string) => void;
  onSlotChange: (slot: string) => void;
  /** Already in the customer's own language. */
  dayError?: string;
  slotError?: string;
  /** For focusing the groups when they are left unanswered. */
  dayRef?: Ref<HTMLInputElement>;
  slotRef?: Ref<HTMLInputElement>;
  /** The appointment being moved: its own slot is not offered again. */
  current?: { day: string; slot: string };
}

/**
 * The next four weeks as a month-style grid of native radio buttons in one fieldset: arrow keys
 * move between the open days (the browser skips disabled ones), Space chooses, and screen readers
 * hear each day's full name and state. Closed and full days say so in words, not only in colour.
 * Once a day is chosen, its slots follow as a second radio group with the places left.
 */
export function AppointmentCalendar(props: AppointmentCalendarProps) {
  const { id, availability, day, dayError, dayRef } = props;
  const t = useMessages(appointmentMessages);
  const locale = useLocale();
  const chosen = availability.days.find((d) => d.day === day && d.state === 'open');
  const firstOpen = availability.days.find((d) => d.state === 'open');
  const holidays = availability.days.filter((d) => d.holiday);
  // Inside the owner's lead time: the first day past it (open or full) is when bookings open.
  const opens =
    availability.days.some((d) => d.reason === 'too-soon') &&
    availability.days.find((d) => d.state !== 'closed');
  const first = availability.days[0]?.day ?? availability.today;
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    formatDay(addDays(A_MONDAY, i), locale, 'weekday'),
  );
  const dayErrorId = `${id}-day-error`;

  return (
    <div className="space-y-5">
      <fieldset aria-describedby={dayError ? dayErrorId : undefined} className="min-w-0">
        <legend className="mb-2 font-semibold text-slate-900">{t.dayLegend}</legend>
        <div aria-hidden="true" className="mb-1 grid grid-cols-7 gap-1 text-center">
          {weekdays.map((name) => (
            <span key={name} className="font-medium text-slate-600 text-xs">
              {name}
            </span>
          ))}
        </div>
        <div className="grid grid-cols-7 gap-1">
          {Array.from({ length: mondayOffset(first) }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: empty cells before the first day
            <span key={i} aria-hidden="true" />
          ))}
          {availability.days.map((calendarDay, index) => (
            <DayCell
              key={calendarDay.day}
              name={`${id}-day`}
              calendarDay={calendarDay}
              showMonth={index === 0 || calendarDay.day.endsWith('-01')}
              checked={calendarDay.day === day}
              onChange={props.onDayChange}
              inputRef={calendarDay.day === (chosen ?? firstOpen)?.day ? dayRef : undefined}
              locale={locale}
              t={t}
            />
          ))}
        </div>
        {holidays.length > 0 && (
          <p className="mt-2 text-slate-600 text-sm">
            {fill(t.holidays, {
              list: holidays
                .map((d) => `${formatDay(d.day, locale, 'short')} (${d.holiday})`)
                .join(', '),
            })}
          </p>
        )}
        {opens && (
          <p className="mt-2 text-slate-600 text-sm">
            {fill(t.opensFrom, { day: formatDay(opens.day, locale, 'day') })}
          </p>
        )}
        {!firstOpen && <p className="mt-2 font-medium text-slate-800">{t.noFreeDay}</p>}
        <FieldError id={dayErrorId} message={dayError} />
      </fieldset>
      {chosen && <SlotChoice {...props} chosen={chosen} locale={locale} t={t} />}
    </div>
  );
}

interface DayCellProps {
  name: string;
  calendarDay: CalendarDay;
  showMonth: boolean;
  checked: boolean;
  onChange: (day: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  locale: Locale;
  t: AppointmentTexts;
}

function DayCell({
  name,
  calendarDay,
  showMonth,
  checked,
  onChange,
  inputRef,
  locale,
  t,
}: DayCellProps) {
  const { day, state, reason, holiday } = calendarDay;
  const fullName = formatDay(day, locale, 'day');
  const notYet = reason === 'too-soon';
  const mark = holiday
    ? t.holiday
    : state === 'full'
      ? t.full
      : notYet
        ? t.notYet
        : state === 'closed'
          ? t.closed
          : '';
  const accessibleName = holiday
    ? fill(t.dayHoliday, { day: fullName, name: holiday })
    : state === 'full'
      ? fill(t.dayFull, { day: fullName })
      : notYet
        ? `${fullName}, ${t.notYet}`
        : state === 'closed'
          ? fill(t.dayClosed, { day: fullName })
          : fullName;
  const look =
    state === 'open'
      ? 'border-slate-300 bg-white text-slate-900 hover:border-blue-500 has-checked:border-blue-700 has-checked:bg-blue-700 has-checked:text-white'
      : 'border-slate-200 bg-slate-100 text-slate-600';
  return (
    <label
      title={holiday}
      className={`relative flex min-h-12 flex-col items-center justify-center overflow-hidden rounded-md border px-0.5 text-center ${look}`}
    >
      <input
        ref={inputRef}
        type="radio"
        name={name}
        value={day}
        checked={checked}
        disabled={state !== 'open'}
        onChange={() => onChange(day)}
        aria-label={accessibleName}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-md focus-visible:outline-2 focus-visible:outline-blue-700 focus-visible:outline-offset-2 disabled:cursor-not-allowed"
      />
      <span aria-hidden="true" className="pointer-events-none font-semibold text-sm leading-tight">
        {showMonth ? formatDay(day, locale, 'short') : Number(day.slice(8))}
      </span>
      {mark && (
        <span aria-hidden="true" className="pointer-events-none text-[0.625rem] leading-tight">
          {mark}
        </span>
      )}
    </label>
  );
}

function SlotChoice({
  id,
  chosen,
  slot,
  onSlotChange,
  slotError,
  slotRef,
  current,
  locale,
  t,
}: AppointmentCalendarProps & { chosen: CalendarDay; locale: Locale; t: AppointmentTexts }) {
  const errorId = `${id}-slot-error`;
  const isCurrent = (key: string) => current?.day === chosen.day && current.slot === key;
  const firstFree = chosen.slots.find((s) => s.left > 0 && !isCurrent(s.slot));
  const focusTarget = chosen.slots.find((s) => s.slot === slot) ?? firstFree;
  return (
    <fieldset aria-describedby={slotError ? errorId : undefined} className="min-w-0">
      <legend className="mb-2 font-semibold text-slate-900">
        {fill(t.slotLegend, { day: formatDay(chosen.day, locale, 'day') })}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {chosen.slots.map((s) => {
          const own = isCurrent(s.slot);
          const left =
            s.left === 0
              ? t.slotFull
              : s.left === 1
                ? t.onePlaceLeft
                : fill(t.placesLeft, { count: s.left });
          return (
            <ChoiceCard
              key={s.slot}
              ref={s.slot === focusTarget?.slot ? slotRef : undefined}
              name={`${id}-slot`}
              value={s.slot}
              label={formatSlot(s, locale)}
              description={own ? t.currentTime : left}
              checked={s.slot === slot}
              disabled={s.left === 0 || own}
              onChange={() => onSlotChange(s.slot)}
            />
          );
        })}
      </div>
      <FieldError id={errorId} message={slotError} />
    </fieldset>
  );
}
