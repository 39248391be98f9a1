import { createContext, useContext } from 'react';
import type { Admin } from '#shared/admin/auth-schema.ts';
import { type AdminArea, roleMayUse } from '#shared/admin/staff-roles.ts';

/** The signed-in admin, provided by the guard once the session is known. */
export const SignedInAdminContext = createContext<Admin | null>(null);

export function useSignedInAdmin(): Admin {
  const admin = useContext(SignedInAdminContext);
  if (!admin) throw new Error('useSignedInAdmin used outside the admin guard');
  return admin;
}

/** Whether the signed-in admin's role may use a part of the admin area (the server's rule too). */
export function useMayUse(area: AdminArea): boolean {
  return roleMayUse(useSignedInAdmin().role, area);
}
