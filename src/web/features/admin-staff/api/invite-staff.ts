import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSchema } from '#shared/admin/auth-schema.ts';
import type { InviteStaffInput } from '#shared/admin/staff.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';
import { jsonRequest } from '#web/lib/api-client.ts';
import { staffQuery } from './list-staff.ts';

/** Mails an invitation; the list then shows it among those waiting. */
export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: InviteStaffInput) =>
      adminRequest(
        API_PATHS.admin.staffInvitations,
        MessageSchema,
        jsonRequest('POST', invitation),
      ),
    onSuccess: () => queryClient.invalidateQueries(staffQuery),
  });
}
