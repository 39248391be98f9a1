import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import type { AdminArea } from '#shared/admin/staff-roles.ts';
import { AdminPageHeader } from '#web/components/admin/admin-page-header.tsx';
import { useMayUse } from '#web/lib/admin/signed-in-admin.ts';
import { paths } from '#web/lib/paths.ts';

/**
 * A page of one part of the admin area: itself for a role that may use it, otherwise a plain
 * "not for your role" (the server would refuse its every request anyway).
 */
export function AreaGate({
  area,
  title,
  children,
}: {
  area: AdminArea;
  /** The page's title, kept as its heading when it is not shown. */
  title: string;
  children: ReactNode;
}) {
  if (useMayUse(area)) return children;
  return (
    <>
      <AdminPageHeader title={title} />
      <div className="max-w-xl space-y-3 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-900">
        <p className="font-medium">{ADMIN_MESSAGES.pageNotForRole}</p>
        <Link
          to={paths.admin.dashboard}
          className="font-semibold text-blue-800 underline underline-offset-2"
        >
          Go to the dashboard
        </Link>
      </div>
    </>
  );
}
