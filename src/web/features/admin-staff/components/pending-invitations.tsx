import type { PendingInvitation } from '#shared/admin/staff.ts';
import { ROLE_LABELS } from '#shared/admin/staff-roles.ts';
import { formatIndiaDateTime } from '#shared/format/india-clock.ts';

/** Invitations not used yet; a newer invitation to the same address replaces one. */
export function PendingInvitations({ invitations }: { invitations: PendingInvitation[] }) {
  if (invitations.length === 0) {
    return <p className="text-slate-600 text-sm">No invitation is waiting to be used.</p>;
  }
  return (
    <ul className="divide-y divide-slate-100">
      {invitations.map((invitation) => (
        <li key={invitation.email} className="py-2.5 text-sm">
          <span className="break-all font-semibold text-slate-900">{invitation.email}</span>
          <span className="text-slate-700"> · {ROLE_LABELS[invitation.role]}</span>
          <span className="block text-slate-600">
            Sent {formatIndiaDateTime(invitation.createdAt)}, works until{' '}
            {formatIndiaDateTime(invitation.expiresAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}
