import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths.ts';
import { type HoldSettings, HoldSettingsSchema } from '#shared/booking/hold-settings.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';
import { jsonRequest } from '#web/lib/api-client.ts';

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
