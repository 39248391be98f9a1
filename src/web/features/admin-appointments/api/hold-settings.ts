import { API_PATHS } from '@shared/api-paths';
import { type HoldSettings, HoldSettingsSchema } from '@shared/booking/hold-settings';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';
import { jsonRequest } from '@/lib/api-client';

export const holdSettingsQuery = queryOptions({
  queryKey: ['hold-settings'],
  queryFn: ({ signal }) =>
    adminRequest(API_PATHS.admin.holdSettings, HoldSettingsSchema, { signal }),
});

export function useSaveHoldSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: HoldSettings) =>
      adminRequest(API_PATHS.admin.holdSettings, HoldSettingsSchema, jsonRequest('PUT', settings)),
    onSuccess: (saved) => queryClient.setQueryData(holdSettingsQuery.queryKey, saved),
  });
}
