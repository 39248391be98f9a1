import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { auditActor } from '#server/auth/audit-actor.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import { mailSetup } from '#server/mail/mail-setup.ts';
import { requeueFailedMail } from '#server/mail/requeue-mail.ts';
import { listUndeliveredMails } from '#server/repositories/outbox.repository.ts';
import { UndeliveredMailListSchema } from '#shared/admin/admin-mail.ts';
import { MailSetupSchema } from '#shared/admin/mail-setup.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { AdminContext } from './admin-context.ts';

export const MAIL_LINK_DROPPED =
  'This mail carried a one-time link, removed when the mail could not be delivered. Ask for a new password-reset link instead.';

/**
 * The outbox as admins see it: whether mail goes out at all (SMTP), what has not gone out yet, and
 * a retry for what failed.
 */
export const adminMailRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, { db, mail }) => {
  app.get(
    API_PATHS.admin.mailSetup,
    { schema: { response: { 200: MailSetupSchema, '4xx': ErrorResponseSchema } } },
    () => mailSetup(mail),
  );

  app.get(
    API_PATHS.admin.mail,
    { schema: { response: { 200: UndeliveredMailListSchema, '4xx': ErrorResponseSchema } } },
    async () => ({ mails: await listUndeliveredMails(db.kysely) }),
  );

  app.post(
    API_PATHS.admin.mailRetryRoute,
    {
      schema: {
        params: z.object({ id: z.string().max(100) }),
        response: { 200: z.object({ message: z.string() }), '4xx': ErrorResponseSchema },
      },
    },
    async (request) => {
      const outcome = await requeueFailedMail(db.kysely, request.params.id, auditActor(request));
      if (outcome === 'not-failed') throw new HttpError(404, 'No failed mail with this id.');
      if (outcome === 'secret-dropped') throw new HttpError(409, MAIL_LINK_DROPPED);
      return { message: 'The mail is queued again.' };
    },
  );
};
