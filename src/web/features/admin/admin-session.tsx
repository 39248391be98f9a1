import type { Admin } from '@shared/admin/auth-schema';
import { createContext, useContext } from 'react';

/** The signed-in admin, provided by the guard to every page behind it. */
export const AdminSessionContext = createContext<Admin | null>(null);

export function useAdminSession(): Admin {
  const admin = useContext(AdminSessionContext);
  if (!admin) throw new Error('useAdminSession must be used behind the admin guard');
  return admin;
}
