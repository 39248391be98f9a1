import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { ErrorNotice } from '../admin/components/notice';
import { signOut } from './api/sign-out';

/** /admin/logout: ends the session on the server, then shows the login page. */
export function LogoutPage() {
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the "Try again" trigger.
  useEffect(() => {
    setFailed(false);
    signOut().then(
      () =>
        navigate(paths.admin.login, {
          replace: true,
          state: { notice: 'You have been signed out.' },
        }),
      // The session cookie may still be valid: saying "signed out" would be untrue.
      () => setFailed(true),
    );
  }, [attempt, navigate]);

  return (
    <div className="py-10 text-center">
      {failed ? (
        <ErrorNotice message="Could not sign out. Please check your connection.">
          <button
            type="button"
            onClick={() => setAttempt((n) => n + 1)}
            className="font-semibold underline underline-offset-2"
          >
            Try again
          </button>
        </ErrorNotice>
      ) : (
        <p role="status" className="font-medium text-slate-700">
          Signing out…
        </p>
      )}
    </div>
  );
}
