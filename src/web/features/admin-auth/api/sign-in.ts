import { type Admin, AdminSchema } from '@shared/admin/auth-schema';
import { API_PATHS } from '@shared/api-paths';
import { apiRequest, jsonRequest } from '@/lib/api-client';

/*
 * Plain apiRequest, not adminRequest: a 401 here means a wrong password, to show on the form,
 * not a lapsed session.
 */
export function signIn(credentials: { email: string; password: string }): Promise<Admin> {
  return apiRequest(
    API_PATHS.admin.session,
    (data) => AdminSchema.parse(data),
    jsonRequest('POST', credentials),
  );
}
