import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StaffChange, StaffMemberSchema } from '#shared/admin/staff.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';
import { sessionQuery } from '#web/lib/admin/api/get-session.ts';
import { jsonRequest } from '#web/lib/api-client.ts';
import { staffQuery } from './list-staff.ts';

/**
 * Changes one account's role, whether it is active, or its fitting centres. The list and the session are read again:
 * an owner who made themselves staff sees the admin area as staff from then on.
 */
export function useChangeStaffMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StaffChange) =>
      adminRequest(
        API_PATHS.admin.staffMember(id),
        StaffMemberSchema,
        jsonRequest('PATCH', change),
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries(sessionQuery);
      await queryClient.invalidateQueries(staffQuery);
    },
  });
}
