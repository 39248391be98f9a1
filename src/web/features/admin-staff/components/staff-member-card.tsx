import { STAFF_MESSAGES, type StaffMember } from '#shared/admin/staff.ts';
import { ROLE_LABELS } from '#shared/admin/staff-roles.ts';
import { formatIndiaDateTime } from '#shared/format/india-clock.ts';
import { ErrorNotice } from '#web/components/admin/notice.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useChangeStaffMember } from '../api/change-staff-member.ts';
import { StaffCentres } from './staff-centres.tsx';

/**
 * One account: its role, whether it is active and its last sign-in, with the owner's actions. The
 * last active owner is offered neither stepping down nor deactivation: the server would refuse
 * both (the business would have no owner left).
 */
export function StaffMemberCard({
  member,
  isYou,
  lastOwner,
}: {
  member: StaffMember;
  isYou: boolean;
  lastOwner: boolean;
}) {
  const change = useChangeStaffMember(member.id);
  const titleId = `staff-${member.id}`;
  const otherRole = member.role === 'owner' ? 'staff' : 'owner';

  return (
    <article
      aria-labelledby={titleId}
      className={`space-y-3 rounded-2xl border bg-white p-4 shadow-sm sm:p-5 ${member.active ? 'border-slate-200' : 'border-slate-300 bg-slate-50'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="break-all font-semibold text-base text-slate-900">
            {member.email}
            {isYou && <span className="font-normal text-slate-600"> (you)</span>}
          </h3>
          <p className="text-slate-600 text-sm">
            {member.lastSignInAt
              ? `Last sign-in ${formatIndiaDateTime(member.lastSignInAt)}`
              : 'Never signed in'}
          </p>
        </div>
        <p className="flex flex-wrap gap-2 text-sm">
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-semibold text-slate-800">
            {ROLE_LABELS[member.role]}
          </span>
          <span
            className={`rounded-full px-2.5 py-0.5 font-semibold ${member.active ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900'}`}
          >
            {member.active ? 'Active' : 'Deactivated'}
          </span>
        </p>
      </div>
      <StaffCentres member={member} />
      {lastOwner ? (
        <p className="border-slate-100 border-t pt-3 text-slate-600 text-sm">
          {STAFF_MESSAGES.lastOwnerKept}
        </p>
      ) : (
        <div className="flex flex-wrap gap-2 border-slate-100 border-t pt-3">
          <Button
            variant="secondary"
            size="sm"
            disabled={change.isPending}
            onClick={() => change.mutate({ role: otherRole })}
          >
            {`Make ${ROLE_LABELS[otherRole].toLowerCase()}`}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={change.isPending}
            onClick={() => change.mutate({ active: !member.active })}
          >
            {member.active ? 'Deactivate' : 'Reactivate'}
          </Button>
        </div>
      )}
      <ErrorNotice
        message={change.isError ? errorMessage(change.error, STAFF_MESSAGES.saveFailed) : undefined}
      />
    </article>
  );
}
