import { type PendingInvitation, STAFF_MESSAGES } from '#shared/admin/staff.ts';
import { ROLE_LABELS } from '#shared/admin/staff-roles.ts';
import { formatIndiaDateTime } from '#shared/format/india-clock.ts';
import { ErrorNotice, SuccessNotice } from '#web/components/admin/notice.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useInviteStaff } from '../api/invite-staff.ts';

/**
 * Sends the invitation again as a new one (the server's invite: a fresh link and 72 hours, the old
 * link voided, an audit entry), for a mail that was lost or deleted.
 */
function ResendInvitation({ invitation }: { invitation: PendingInvitation }) {
  const invite = useInviteStaff();
  return (
    <div className="mt-1.5 space-y-1.5">
      <Button
        variant="secondary"
        size="sm"
        disabled={invite.isPending}
        aria-label={`Resend the invitation to ${invitation.email}`}
        onClick={() => invite.mutate({ email: invitation.email, role: invitation.role })}
      >
        {invite.isPending ? 'Sending…' : 'Resend'}
      </Button>
      <SuccessNotice message={invite.data?.message} />
      <ErrorNotice
        message={
          invite.isError ? errorMessage(invite.error, STAFF_MESSAGES.inviteFailed) : undefined
        }
      />
    </div>
  );
}

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
          <ResendInvitation invitation={invitation} />
        </li>
      ))}
    </ul>
  );
}
