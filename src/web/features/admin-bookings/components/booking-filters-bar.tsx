import { type FormEvent, useEffect, useState } from 'react';
import type { BookingFilters } from '../../../../shared/admin/admin-bookings';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES } from '../../../../shared/booking/booking-status';
import { VEHICLE_TYPE_LABELS, VEHICLE_TYPES } from '../../../../shared/catalog/services';
import { inputClass } from '../../../components/form/form-field';
import { AdminIcon } from '../../admin/components/admin-icon';

const SEARCH_DELAY_MS = 400;
const labelClass = 'mb-1.5 block font-medium text-slate-800 text-sm';

interface BookingFiltersBarProps {
  filters: BookingFilters;
  onChange: (filters: BookingFilters) => void;
}

/** Search (on submit, or after a pause in typing), status and vehicle filters. */
export function BookingFiltersBar({ filters, onChange }: BookingFiltersBarProps) {
  const applied = filters.search ?? '';
  const [draft, setDraft] = useState(applied);

  // The URL changed under us (back button, a link): show its search in the box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new applied search resets the draft.
  useEffect(() => {
    if (draft.trim() !== applied) setDraft(applied);
  }, [applied]);

  // Typing searches after a short pause, so each keystroke does not hit the server.
  useEffect(() => {
    if (draft.trim() === applied) return;
    const timer = setTimeout(
      () => onChange({ ...filters, search: draft.trim() || undefined }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [draft, applied, filters, onChange]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ ...filters, search: draft.trim() || undefined });
  };

  return (
    <search aria-label="Bookings">
      <form
        onSubmit={submit}
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm grid-cols-2 md:grid-cols-[1fr_12rem_12rem]"
      >
        <div>
          <label htmlFor="booking-search" className={labelClass}>
            Search by order id, phone or registration number
          </label>
          <div className="flex gap-2">
            <input
              id="booking-search"
              type="search"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              maxLength={50}
              autoComplete="off"
              spellCheck={false}
              className={inputClass}
            />
            <button
              type="submit"
              className="inline-flex items-center gap-2 rounded-lg bg-blue-700 px-4 font-semibold text-sm text-white hover:bg-blue-800"
            >
              <AdminIcon name="search" className="size-4" />
              Search
            </button>
          </div>
        </div>
        <div>
          <label htmlFor="booking-status" className={labelClass}>
            Status
          </label>
          <select
            id="booking-status"
            value={filters.status ?? ''}
            onChange={(event) =>
              onChange({
                ...filters,
                status: (event.target.value || undefined) as BookingFilters['status'],
              })
            }
            className={inputClass}
          >
            <option value="">All statuses</option>
            {BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {BOOKING_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="booking-vehicle" className={labelClass}>
            Vehicle
          </label>
          <select
            id="booking-vehicle"
            value={filters.vehicleType ?? ''}
            onChange={(event) =>
              onChange({
                ...filters,
                vehicleType: (event.target.value || undefined) as BookingFilters['vehicleType'],
              })
            }
            className={inputClass}
          >
            <option value="">All vehicles</option>
            {VEHICLE_TYPES.map((type) => (
              <option key={type} value={type}>
                {VEHICLE_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
      </form>
    </search>
  );
}
