import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths.ts';
import {
  type CancellationSettings,
  CancellationSettingsSchema,
} from '#shared/refunds/cancellation-settings.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';
import { jsonRequest } from '#web/lib/api-client.ts';

export const cancellationSettingsQuery = queryOptions({
  queryKey: ['cancellation-settings'],
  queryFn: ({ signal }) =>
    adminRequest(API_PATHS.admin.cancellationSettings, CancellationSettingsSchema, { signal }),
});

export function useSaveCancellationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: CancellationSettings) =>
      adminRequest(
        API_PATHS.admin.cancellationSettings,
        CancellationSettingsSchema,
        jsonRequest('PUT', settings),
      ),
    onSuccess: (saved) => queryClient.setQueryData(cancellationSettingsQuery.queryKey, saved),
  });
}
