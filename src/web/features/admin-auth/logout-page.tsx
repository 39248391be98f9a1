import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { RetryNotice } from '@/features/admin/components/notice';
import { useAdminResource } from '@/features/admin/use-admin-resource';
import { signOut } from './api/sign-out';

// The session cookie may still be valid after a failure: saying "signed out" would be untrue.
const SIGN_OUT_FAILED = 'Could not sign out. Please check your connection.';

/** /admin/logout: ends the session on the server, then shows the login page. */
export function LogoutPage() {
  const navigate = useNavigate();
  const { resource, retry } = useAdminResource(signOut, SIGN_OUT_FAILED);

  useEffect(() => {
    if (resource.state === 'ready') {
      navigate(paths.admin.login, {
        replace: true,
        state: { notice: 'You have been signed out.' },
      });
    }
  }, [resource.state, navigate]);

  return (
    <div className="py-10 text-center">
      {resource.state === 'failed' ? (
        <RetryNotice message={resource.message} onRetry={retry} />
      ) : (
        <p role="status" className="font-medium text-slate-700">
          Signing out…
        </p>
      )}
    </div>
  );
}
