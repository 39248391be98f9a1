import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { auditActor } from '#server/auth/audit-actor.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import { bookingMessages, resendBookingMessage } from '#server/messaging/booking-messages.ts';
import { getMessageSettings } from '#server/repositories/message-settings.repository.ts';
import { changeMessageSettings } from '#server/settings/change-settings.ts';
import { BOOKING_MESSAGES_TEXTS, BookingMessagesSchema } from '#shared/admin/booking-messages.ts';
import {
  anyTextChannel,
  MESSAGE_SETUP_MESSAGES,
  MessageSetupSchema,
  type TextChannels,
} from '#shared/admin/message-setup.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { MessageSettingsSchema } from '#shared/messaging/message-settings.ts';
import type { AdminContext } from './admin-context.ts';

const RESEND_REFUSALS = {
  'not-found': [404, BOOKING_MESSAGES_TEXTS.notFound],
  'not-resendable': [409, BOOKING_MESSAGES_TEXTS.notResendable],
  'already-queued': [409, BOOKING_MESSAGES_TEXTS.alreadyQueued],
} as const;

/**
 * WhatsApp and SMS in the admin area (issue 36): the owner's settings, beside what the server's
 * environment configured, and each booking's messages with staff's "Resend".
 */
export const adminMessagesRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, ctx) => {
  const { db } = ctx;
  // What main.ts found in the environment; absent (tests, benchmarks) means none.
  const textChannels: TextChannels = {
    whatsapp: ctx.mail.textChannels?.whatsapp ?? false,
    sms: ctx.mail.textChannels?.sms ?? false,
  };
  const response = { 200: MessageSetupSchema, '4xx': ErrorResponseSchema };
  const setup = async () => ({ settings: await getMessageSettings(db.kysely), textChannels });

  app.get(API_PATHS.admin.messageSettings, { schema: { response } }, setup);

  app.put(
    API_PATHS.admin.messageSettings,
    { schema: { body: MessageSettingsSchema, response } },
    async (request) => {
      if (request.body.requireMobileCode && !anyTextChannel(textChannels)) {
        throw new HttpError(400, MESSAGE_SETUP_MESSAGES.codeNeedsChannel, {
          requireMobileCode: MESSAGE_SETUP_MESSAGES.codeNeedsChannel,
        });
      }
      await changeMessageSettings(db.kysely, request.body, auditActor(request));
      // The booking form shows the code step from the storefront: it must hear of the change now.
      await ctx.changes.publish('storefront');
      return setup();
    },
  );

  app.get(
    API_PATHS.admin.bookingMessagesRoute,
    {
      schema: {
        params: z.object({ id: z.string().max(100) }),
        response: { 200: BookingMessagesSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request) => {
      const messages = await bookingMessages(db.kysely, request.params.id);
      if (!messages) throw new HttpError(404, 'Booking not found.');
      return messages;
    },
  );

  app.post(
    API_PATHS.admin.bookingMessageResendRoute,
    {
      schema: {
        params: z.object({ id: z.string().max(100), messageId: z.string().max(100) }),
        response: { 200: z.object({ message: z.string() }), '4xx': ErrorResponseSchema },
      },
    },
    async (request) => {
      const { id, messageId } = request.params;
      const outcome = await resendBookingMessage(
        db.kysely,
        db.dialect,
        { bookingId: id, messageId },
        auditActor(request),
      );
      if (outcome !== 'queued') {
        const [status, message] = RESEND_REFUSALS[outcome];
        throw new HttpError(status, message);
      }
      return { message: BOOKING_MESSAGES_TEXTS.resent };
    },
  );
};
