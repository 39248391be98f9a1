import { createContext, useContext } from 'react';
import type { Admin } from '#shared/admin/auth-schema.ts';
import { type AdminArea, accountMayUse } from '#shared/admin/staff-roles.ts';

/**
 * The signed-in admin, provided by the guard once the session is known, with the fitting centres
 * a staff account is limited to (empty or absent: every centre).
 */
export type SignedInAdmin = Admin & { centreIds?: readonly string[] };
export const SignedInAdminContext = createContext<SignedInAdmin | null>(null);

export function useSignedInAdmin(): SignedInAdmin {
  const admin = useContext(SignedInAdminContext);
  if (!admin) throw new Error('useSignedInAdmin used outside the admin guard');
  return admin;
}

/**
 * Whether the signed-in admin may use a part of the admin area: its role, and for a staff account
 * limited to centres not the payment desk (the server's rule too).
 */
export function useMayUse(area: AdminArea): boolean {
  const { role, centreIds = [] } = useSignedInAdmin();
  return accountMayUse(role, centreIds.length > 0, area);
}
