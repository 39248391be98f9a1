import { type StaffChange, StaffMemberSchema } from '@shared/admin/staff';
import { API_PATHS } from '@shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';
import { sessionQuery } from '@/features/admin/api/get-session';
import { jsonRequest } from '@/lib/api-client';
import { staffQuery } from './list-staff';

/**
 * Changes one account's role or whether it is active. The list and the session are read again:
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
