import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSetupSchema } from '#shared/admin/message-setup.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { MessageSettings } from '#shared/messaging/message-settings.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';
import { jsonRequest } from '#web/lib/api-client.ts';

/** The owner's WhatsApp and SMS choices and which providers the server has. */
export const messageSetupQuery = queryOptions({
  queryKey: ['message-setup'],
  queryFn: ({ signal }) =>
    adminRequest(API_PATHS.admin.messageSettings, MessageSetupSchema, { signal }),
});

export function useSaveMessageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MessageSettings) =>
      adminRequest(
        API_PATHS.admin.messageSettings,
        MessageSetupSchema,
        jsonRequest('PUT', settings),
      ),
    onSuccess: (saved) => queryClient.setQueryData(messageSetupQuery.queryKey, saved),
  });
}
