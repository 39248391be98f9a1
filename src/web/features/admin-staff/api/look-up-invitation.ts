import { InvitationSchema } from '@shared/admin/staff';
import { API_PATHS } from '@shared/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, jsonRequest } from '@/lib/api-client';

/** Whom an invitation link is for (public: the person has no session yet). */
export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.admin.invitation, (data) => InvitationSchema.parse(data), {
        ...jsonRequest('POST', { token }),
        signal,
      }),
  });
