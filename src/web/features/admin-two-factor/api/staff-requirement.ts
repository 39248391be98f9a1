import { type StaffTwoFactor, StaffTwoFactorSchema } from '@shared/admin/two-factor-schema';
import { API_PATHS } from '@shared/api-paths';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';
import { jsonRequest } from '@/lib/api-client';

export const staffRequirementQuery = queryOptions({
  queryKey: ['two-factor', 'staff'],
  queryFn: ({ signal }) =>
    adminRequest(API_PATHS.admin.twoFactorStaffSetting, StaffTwoFactorSchema, { signal }),
});

export function useSaveStaffRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: StaffTwoFactor) =>
      adminRequest(
        API_PATHS.admin.twoFactorStaffSetting,
        StaffTwoFactorSchema,
        jsonRequest('PUT', setting),
      ),
    onSuccess: (saved) => queryClient.setQueryData(staffRequirementQuery.queryKey, saved),
  });
}
