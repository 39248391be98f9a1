import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminSchema, LoginSchema } from '../../../shared/admin/auth-schema';
import { API_PATHS } from '../../../shared/api-paths';
import { requireAdmin, signedInAdmin } from '../../auth/admin-guard';
import { hashSecretToken } from '../../auth/secret-tokens';
import { SESSION_COOKIE, sessionCookieOptions } from '../../auth/session-cookie';
import { signIn } from '../../auth/sign-in';
import { ErrorResponseSchema } from '../../http/error-schema';
import { deleteSession } from '../../repositories/admin-sessions.repository';
import type { AdminContext } from './admin-context';

/** Sign in (POST), who am I (GET), sign out (DELETE). */
export const sessionRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, ctx) => {
  const cookieOptions = sessionCookieOptions(ctx.mail.publicUrl.startsWith('https:'));

  app.post(
    API_PATHS.admin.session,
    { schema: { body: LoginSchema, response: { 200: AdminSchema, '4xx': ErrorResponseSchema } } },
    async (request, reply) => {
      const { token, email } = await signIn(ctx.db.kysely, ctx.limiter, {
        ...request.body,
        address: request.ip,
      });
      reply.setCookie(SESSION_COOKIE, token, cookieOptions);
      return { email };
    },
  );

  app.get(
    API_PATHS.admin.session,
    {
      preHandler: requireAdmin(ctx.db),
      schema: { response: { 200: AdminSchema, '4xx': ErrorResponseSchema } },
    },
    async (request) => ({ email: signedInAdmin(request).email }),
  );

  app.delete(API_PATHS.admin.session, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(ctx.db.kysely, hashSecretToken(token));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.code(204).send();
  });
};
