import { MessageSchema } from '@shared/admin/auth-schema';
import type { InviteStaffInput } from '@shared/admin/staff';
import { API_PATHS } from '@shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';
import { jsonRequest } from '@/lib/api-client';
import { staffQuery } from './list-staff';

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
