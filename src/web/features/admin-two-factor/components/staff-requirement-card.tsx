import { useQuery } from '@tanstack/react-query';
import { ErrorNotice } from '#web/components/admin/notice.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { staffRequirementQuery, useSaveStaffRequirement } from '../api/staff-requirement.ts';

/** The owner's setting: staff must have two-factor sign-in too (owners always must). */
export function StaffRequirementCard() {
  const setting = useQuery(staffRequirementQuery);
  const save = useSaveStaffRequirement();
  const checked = save.isPending ? save.variables.requiredForStaff : setting.data?.requiredForStaff;

  return (
    <Card className="space-y-3">
      <h2 className="font-semibold text-slate-900">Staff accounts</h2>
      <label className="flex items-start gap-3 text-slate-800 text-sm">
        <input
          type="checkbox"
          checked={checked ?? false}
          disabled={!setting.isSuccess || save.isPending}
          onChange={(event) => save.mutate({ requiredForStaff: event.target.checked })}
          className="mt-0.5 size-5 shrink-0 accent-blue-700"
        />
        <span>
          <span className="block font-medium">Require two-factor sign-in for staff</span>
          <span className="text-slate-600">
            Staff without it can then only set it up until they have. Owners always need it.
          </span>
        </span>
      </label>
      <ErrorNotice
        message={
          setting.isError
            ? errorMessage(setting.error, 'Failed to load the setting.')
            : save.isError
              ? errorMessage(save.error, 'Could not save the setting.')
              : undefined
        }
      />
    </Card>
  );
}
