import { MessageSchema } from '@shared/admin/auth-schema';
import { API_PATHS } from '@shared/api-paths';
import { apiRequest, jsonRequest } from '@/lib/api-client';

/** The server answers the same for every address (no account enumeration). */
export function requestPasswordReset(email: string) {
  return apiRequest(
    API_PATHS.admin.passwordReset,
    (data) => MessageSchema.parse(data),
    jsonRequest('POST', { email }),
  );
}
