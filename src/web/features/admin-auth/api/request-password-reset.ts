import { MessageSchema } from '#shared/admin/auth-schema.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { apiRequest, jsonRequest } from '#web/lib/api-client.ts';

/** The server answers the same for every address (no account enumeration). */
export function requestPasswordReset(email: string) {
  return apiRequest(
    API_PATHS.admin.passwordReset,
    (data) => MessageSchema.parse(data),
    jsonRequest('POST', { email }),
  );
}
