import type { ReactNode } from 'react';
import { AUDIT_KIND_LABELS, AUDIT_KINDS } from '#shared/admin/audit-kinds.ts';
import { type AuditFilters, type AuditPerson, UNKNOWN_PERSON } from '#shared/admin/audit-trail.ts';
import { inputClass } from '#web/components/form/form-field.tsx';
import { cardFrameClass } from '#web/components/ui/card.tsx';

interface AuditFiltersBarProps {
  filters: AuditFilters;
  people: AuditPerson[];
  onChange: (filters: AuditFilters) => void;
}

function Filter({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-medium text-slate-800 text-sm">
        {label}
      </label>
      {children}
    </div>
  );
}

/** Person, kind and India dates (both ends included); each applies as soon as it is chosen. */
export function AuditFiltersBar({ filters, people, onChange }: AuditFiltersBarProps) {
  const set = (change: Partial<AuditFilters>) => onChange({ ...filters, ...change });
  return (
    <search aria-label="Audit trail">
      <form
        onSubmit={(event) => event.preventDefault()}
        className={`${cardFrameClass} grid grid-cols-2 gap-3 p-4 lg:grid-cols-4`}
      >
        <Filter id="audit-person" label="Person">
          <select
            id="audit-person"
            value={filters.person ?? ''}
            onChange={(event) => set({ person: event.target.value || undefined })}
            className={inputClass}
          >
            <option value="">Everyone</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.email}
              </option>
            ))}
            <option value={UNKNOWN_PERSON}>Unknown e-mails (failed sign-ins)</option>
          </select>
        </Filter>
        <Filter id="audit-kind" label="Kind">
          <select
            id="audit-kind"
            value={filters.kind ?? ''}
            onChange={(event) =>
              set({ kind: AUDIT_KINDS.find((kind) => kind === event.target.value) })
            }
            className={inputClass}
          >
            <option value="">All kinds</option>
            {AUDIT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {AUDIT_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </Filter>
        <Filter id="audit-from" label="From (India date)">
          <input
            id="audit-from"
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(event) => set({ from: event.target.value || undefined })}
            className={inputClass}
          />
        </Filter>
        <Filter id="audit-to" label="To (India date)">
          <input
            id="audit-to"
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(event) => set({ to: event.target.value || undefined })}
            className={inputClass}
          />
        </Filter>
      </form>
    </search>
  );
}
