import { type Admin, AdminSchema } from '@shared/admin/auth-schema';
import { API_PATHS } from '@shared/api-paths';
import { apiRequest } from '@/lib/api-client';

/** Who is signed in; rejects with a 401 ApiError when nobody is (the guard handles that itself). */
export function getSession(signal?: AbortSignal): Promise<Admin> {
  return apiRequest(API_PATHS.admin.session, (data) => AdminSchema.parse(data), { signal });
}
