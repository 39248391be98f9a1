import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { linkTokenOf } from '#shared/admin/link-token.ts';
import { STAFF_MESSAGES } from '#shared/admin/staff.ts';
import { ROLE_LABELS } from '#shared/admin/staff-roles.ts';
import { AuthLayout } from '#web/components/admin/auth-layout.tsx';
import { NewPasswordForm } from '#web/components/admin/new-password-form.tsx';
import { ErrorNotice } from '#web/components/admin/notice.tsx';
import type { LoginNoticeState } from '#web/lib/admin/login-notice.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { acceptInvitation } from './api/accept-invitation.ts';
import { invitationQuery } from './api/look-up-invitation.ts';

/**
 * /admin/accept-invitation#token=…: the page a staff invitation links to. The person chooses a
 * password, then signs in on the sign-in page like everyone else.
 */
export function AcceptInvitationPage() {
  const token = linkTokenOf(useLocation());
  const navigate = useNavigate();
  const invitation = useQuery(invitationQuery(token));

  return (
    <AuthLayout
      title="Set up your account"
      description={
        invitation.data
          ? `${invitation.data.email}, ${ROLE_LABELS[invitation.data.role].toLowerCase()} account.`
          : undefined
      }
    >
      <div className="space-y-4">
        {invitation.isPending && <p role="status">Checking your invitation…</p>}
        <ErrorNotice
          message={
            invitation.isError
              ? errorMessage(invitation.error, STAFF_MESSAGES.invitationInvalid)
              : undefined
          }
        />
        {invitation.data && (
          <NewPasswordForm
            submitLabel="Create account"
            onSubmit={async (password) => {
              const { message } = await acceptInvitation({ token, password });
              const notice: LoginNoticeState = { notice: message, email: invitation.data.email };
              navigate(paths.admin.login, { replace: true, state: notice });
            }}
          />
        )}
        <p className="text-center text-sm">
          <Link
            to={paths.admin.login}
            replace
            className="font-medium text-blue-800 underline underline-offset-2"
          >
            Go to sign in
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}
