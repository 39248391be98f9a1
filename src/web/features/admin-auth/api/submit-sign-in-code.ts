import { type Admin, AdminSchema } from '#shared/admin/auth-schema.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { apiRequest, jsonRequest } from '#web/lib/api-client.ts';

/** The second sign-in step; the pending sign-in travels in its own cookie. A 401 is a wrong code. */
export function submitSignInCode(code: string): Promise<Admin> {
  return apiRequest(
    API_PATHS.admin.sessionCode,
    (data) => AdminSchema.parse(data),
    jsonRequest('POST', { code }),
  );
}
