import type { BookingFilters } from '#shared/admin/admin-bookings.ts';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES } from '#shared/booking/booking-status.ts';
import { VEHICLE_TYPE_LABELS, VEHICLE_TYPES } from '#shared/catalog/services.ts';
import { SearchField } from '#web/components/admin/search-field.tsx';
import { inputClass } from '#web/components/form/form-field.tsx';
import { cardFrameClass } from '#web/components/ui/card.tsx';
import { useSearchDraft } from '#web/lib/admin/use-search-draft.ts';

const labelClass = 'mb-1.5 block font-medium text-slate-800 text-sm';

interface BookingFiltersBarProps {
  filters: BookingFilters;
  onChange: (filters: BookingFilters) => void;
}

/** Search (on submit, or after a pause in typing), status and vehicle filters. */
export function BookingFiltersBar({ filters, onChange }: BookingFiltersBarProps) {
  const { draft, setDraft, submit } = useSearchDraft(filters.search ?? '', (search) =>
    onChange({ ...filters, search: search || undefined }),
  );

  return (
    <search aria-label="Bookings">
      <form
        onSubmit={submit}
        className={`${cardFrameClass} grid grid-cols-2 gap-3 p-4 md:grid-cols-[1fr_12rem_12rem]`}
      >
        {/* The whole first row on phones; the two filters share the second. */}
        <SearchField
          id="booking-search"
          className="col-span-2 md:col-span-1"
          label="Search bookings"
          hint="Customer name, order id, phone, registration or transaction number."
          value={draft}
          onValueChange={setDraft}
          maxLength={50}
          spellCheck={false}
        />
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
