import { type SessionIdle, SessionIdleSchema } from '@shared/admin/session-idle';
import { API_PATHS } from '@shared/api-paths';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';
import { jsonRequest } from '@/lib/api-client';

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
