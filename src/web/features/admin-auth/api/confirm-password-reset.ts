import { MessageSchema } from '#shared/admin/auth-schema.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { apiRequest, jsonRequest } from '#web/lib/api-client.ts';

export function confirmPasswordReset(input: { token: string; password: string }) {
  return apiRequest(
    API_PATHS.admin.passwordResetConfirm,
    (data) => MessageSchema.parse(data),
    jsonRequest('POST', input),
  );
}
