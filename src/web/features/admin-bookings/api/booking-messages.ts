import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSchema } from '#shared/admin/auth-schema.ts';
import { BookingMessagesSchema } from '#shared/admin/booking-messages.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';

/** A booking's messages per channel and its WhatsApp agreement, read when its details open. */
export const bookingMessagesQuery = (bookingId: string) =>
  queryOptions({
    queryKey: ['booking-messages', bookingId],
    queryFn: ({ signal }) =>
      adminRequest(API_PATHS.admin.bookingMessages(bookingId), BookingMessagesSchema, { signal }),
  });

/** Sends a finished message again as a new one; answers the server's confirmation. */
export function useResendMessage(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      adminRequest(API_PATHS.admin.bookingMessageResend(bookingId, messageId), MessageSchema, {
        method: 'POST',
      }).then((answer) => answer.message),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: bookingMessagesQuery(bookingId).queryKey }),
  });
}
