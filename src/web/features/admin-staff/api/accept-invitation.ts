import { MessageSchema } from '@shared/admin/auth-schema';
import { API_PATHS } from '@shared/api-paths';
import { apiRequest, jsonRequest } from '@/lib/api-client';

export function acceptInvitation(input: { token: string; password: string }) {
  return apiRequest(
    API_PATHS.admin.invitationAccept,
    (data) => MessageSchema.parse(data),
    jsonRequest('POST', input),
  );
}
