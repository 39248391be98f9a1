import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { RetryNotice } from '#web/components/admin/notice.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { signOutQuery } from './api/sign-out.ts';

// The session cookie may still be valid after a failure: saying "signed out" would be untrue.
const SIGN_OUT_FAILED = 'Could not sign out. Please check your connection.';

/** /admin/logout: ends the session on the server, then shows the login page. */
export function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useQuery(signOutQuery);

  useEffect(() => {
    if (!signOut.isSuccess) return;
    navigate(paths.admin.login, { replace: true, state: { notice: 'You have been signed out.' } });
    // After leaving: the back button must not show the admin screens as they were cached.
    queryClient.clear();
  }, [signOut.isSuccess, navigate, queryClient]);

  return (
    <div className="py-10 text-center">
      {signOut.isError ? (
        <RetryNotice
          message={errorMessage(signOut.error, SIGN_OUT_FAILED)}
          onRetry={() => signOut.refetch()}
        />
      ) : (
        <p role="status" className="font-medium text-slate-700">
          Signing out…
        </p>
      )}
    </div>
  );
}
