import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type SessionIdle, SessionIdleSchema } from '#shared/admin/session-idle.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';
import { jsonRequest } from '#web/lib/api-client.ts';

export const sessionIdleQuery = queryOptions({
  queryKey: ['settings', 'session-idle'],
  queryFn: ({ signal }) =>
    adminRequest(API_PATHS.admin.sessionIdleSetting, SessionIdleSchema, { signal }),
});

export function useSaveSessionIdle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: SessionIdle) =>
      adminRequest(
        API_PATHS.admin.sessionIdleSetting,
        SessionIdleSchema,
        jsonRequest('PUT', setting),
      ),
    onSuccess: (saved) => queryClient.setQueryData(sessionIdleQuery.queryKey, saved),
  });
}
