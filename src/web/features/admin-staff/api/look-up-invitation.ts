import { queryOptions } from '@tanstack/react-query';
import { InvitationSchema } from '#shared/admin/staff.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { apiRequest, jsonRequest } from '#web/lib/api-client.ts';

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
