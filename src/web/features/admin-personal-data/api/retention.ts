import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths.ts';
import { RetentionPageSchema, type RetentionSettings } from '#shared/personal-data/retention.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';
import { jsonRequest } from '#web/lib/api-client.ts';

export const retentionQuery = queryOptions({
  queryKey: ['settings', 'retention'],
  queryFn: ({ signal }) =>
    adminRequest(API_PATHS.admin.retentionSettings, RetentionPageSchema, { signal }),
});

export function useSaveRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: RetentionSettings) =>
      adminRequest(
        API_PATHS.admin.retentionSettings,
        RetentionPageSchema,
        jsonRequest('PUT', settings),
      ),
    onSuccess: (saved) => queryClient.setQueryData(retentionQuery.queryKey, saved),
  });
}
