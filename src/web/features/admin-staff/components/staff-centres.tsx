import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { STAFF_MESSAGES, type StaffMember } from '#shared/admin/staff.ts';
import { ErrorNotice } from '#web/components/admin/notice.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { centreName, centresQuery } from '#web/lib/admin/api/centres.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useChangeStaffMember } from '../api/change-staff-member.ts';

/**
 * A staff account's fitting centres (issue 38): all of them, or only those ticked; it then sees
 * and changes only their bookings and appointments, and not the payment desk. Owners see all.
 */
export function StaffCentres({ member }: { member: StaffMember }) {
  const centres = useQuery(centresQuery);
  const change = useChangeStaffMember(member.id);
  const [editing, setEditing] = useState(false);
  const [limited, setLimited] = useState(member.centreIds.length > 0);
  const [chosen, setChosen] = useState<string[]>(member.centreIds);
  const list = centres.data ?? [];
  const groupId = `staff-centres-${member.id}`;

  if (member.role === 'owner') return null;
  const current =
    member.centreIds.length === 0
      ? 'All centres'
      : member.centreIds.map((id) => centreName(list, id) || id).join(', ');
  if (!editing) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-slate-800">
          <span className="font-semibold">Centres:</span> {current}
        </span>
        {list.length > 1 && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setLimited(member.centreIds.length > 0);
              setChosen(member.centreIds);
              setEditing(true);
            }}
          >
            Change centres
          </Button>
        )}
      </div>
    );
  }

  const toggle = (id: string, on: boolean) =>
    setChosen((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));
  const save = () =>
    change.mutate({ centreIds: limited ? chosen : [] }, { onSuccess: () => setEditing(false) });
  const nothingChosen = limited && chosen.length === 0;

  return (
    <fieldset className="space-y-2 rounded-lg border border-slate-200 p-3 text-sm">
      <legend className="px-1 font-semibold text-slate-900">Centres</legend>
      <label className="flex items-center gap-2">
        <input
          type="radio"
          name={groupId}
          checked={!limited}
          onChange={() => setLimited(false)}
          className="size-4 accent-blue-700"
        />
        All centres
      </label>
      <label className="flex items-center gap-2">
        <input
          type="radio"
          name={groupId}
          checked={limited}
          onChange={() => setLimited(true)}
          className="size-4 accent-blue-700"
        />
        Only these (no payment desk):
      </label>
      <div className="space-y-1 pl-6">
        {list.map((centre) => (
          <label key={centre.id} className="flex items-center gap-2">
            <input
              type="checkbox"
              disabled={!limited}
              checked={chosen.includes(centre.id)}
              onChange={(event) => toggle(centre.id, event.target.checked)}
              className="size-4 accent-blue-700"
            />
            {centre.name}
            {centre.active ? '' : ' (closed)'}
          </label>
        ))}
      </div>
      {nothingChosen && <p className="text-slate-600">Tick at least one centre.</p>}
      <div className="flex gap-2">
        <Button size="sm" disabled={change.isPending || nothingChosen} onClick={save}>
          Save centres
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
      <ErrorNotice
        message={change.isError ? errorMessage(change.error, STAFF_MESSAGES.saveFailed) : undefined}
      />
    </fieldset>
  );
}
