import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type StaffTwoFactor, StaffTwoFactorSchema } from '#shared/admin/two-factor-schema.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';
import { jsonRequest } from '#web/lib/api-client.ts';

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
