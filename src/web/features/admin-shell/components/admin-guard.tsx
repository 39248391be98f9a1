import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { setUnauthorizedHandler } from '#web/lib/admin/api/admin-client.ts';
import { sessionQuery } from '#web/lib/admin/api/get-session.ts';
import { SIGN_IN_REQUIRED } from '#web/lib/admin/login-notice.ts';
import { SignedInAdminContext } from '#web/lib/admin/signed-in-admin.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { AdminLayout } from './admin-layout.tsx';

/** Where an account that must set up two-factor sign-in may be before it has. */
const SETUP_PAGES = new Set<string>([paths.admin.twoFactor, paths.admin.logout]);

/**
 * Checking → the admin area, or the login page (replacing) for nobody; the two-factor page for an
 * account that must set that up first.
 */
export function AdminGuard() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useQuery(sessionQuery);

  useEffect(() => {
    setUnauthorizedHandler(() =>
      navigate(paths.admin.login, { replace: true, state: SIGN_IN_REQUIRED }),
    );
    return () => setUnauthorizedHandler(null);
  }, [navigate]);

  if (session.error instanceof ApiError && [401, 403].includes(session.error.status)) {
    return <Navigate to={paths.admin.login} replace state={SIGN_IN_REQUIRED} />;
  }
  if (session.data?.mustSetUpTwoFactor && !SETUP_PAGES.has(pathname)) {
    // The server refuses everything else until it is set up; say so where it can be done.
    return <Navigate to={paths.admin.twoFactor} replace />;
  }
  if (session.data) {
    return (
      <SignedInAdminContext value={session.data}>
        <AdminLayout />
      </SignedInAdminContext>
    );
  }
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-100 p-6">
      {session.isError ? (
        <div role="alert" className="space-y-3 text-center">
          <p className="font-medium text-red-800">
            Could not check your sign-in. Please check your connection.
          </p>
          <Button onClick={() => session.refetch()}>Try again</Button>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-3 font-medium text-slate-700">
          <span
            className="size-5 animate-spin rounded-full border-2 border-blue-200 border-t-blue-700"
            aria-hidden="true"
          />
          Checking…
        </p>
      )}
    </main>
  );
}
