import type { Admin } from '@shared/admin/auth-schema';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { AdminSessionContext } from '@/features/admin/admin-session';
import { setUnauthorizedHandler } from '@/features/admin/api/admin-client';
import { getSession } from '@/features/admin/api/get-session';
import { SIGN_IN_REQUIRED } from '@/features/admin/login-notice';
import { ApiError, isAbort } from '@/lib/api-client';
import { AdminLayout } from './admin-layout';

type Check =
  | { state: 'checking' }
  | { state: 'ok'; admin: Admin }
  | { state: 'nope' }
  | { state: 'failed' };

/** Spec section 4: checking → ok (the admin area) or nope (to the login page, replacing). */
export function AdminGuard() {
  const navigate = useNavigate();
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setUnauthorizedHandler(() =>
      navigate(paths.admin.login, { replace: true, state: SIGN_IN_REQUIRED }),
    );
    return () => setUnauthorizedHandler(null);
  }, [navigate]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the "Try again" trigger.
  useEffect(() => {
    const controller = new AbortController();
    setCheck({ state: 'checking' });
    getSession(controller.signal).then(
      (admin) => setCheck({ state: 'ok', admin }),
      (error: unknown) => {
        if (isAbort(error)) return;
        const signedOut = error instanceof ApiError && [401, 403].includes(error.status);
        setCheck({ state: signedOut ? 'nope' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  if (check.state === 'nope') {
    return <Navigate to={paths.admin.login} replace state={SIGN_IN_REQUIRED} />;
  }
  if (check.state === 'ok') {
    return (
      <AdminSessionContext value={check.admin}>
        <AdminLayout />
      </AdminSessionContext>
    );
  }
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-100 p-6">
      {check.state === 'checking' ? (
        <p role="status" className="flex items-center gap-3 font-medium text-slate-700">
          <span
            className="size-5 animate-spin rounded-full border-2 border-blue-200 border-t-blue-700"
            aria-hidden="true"
          />
          Checking…
        </p>
      ) : (
        <div role="alert" className="space-y-3 text-center">
          <p className="font-medium text-red-800">
            Could not check your sign-in. Please check your connection.
          </p>
          <button
            type="button"
            onClick={() => setAttempt((n) => n + 1)}
            className="rounded-lg bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800"
          >
            Try again
          </button>
        </div>
      )}
    </main>
  );
}
