import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminSchema } from '../../../shared/admin/auth-schema';
import { TWO_FACTOR_MESSAGES } from '../../../shared/admin/two-factor-messages';
import { SignInCodeSchema } from '../../../shared/admin/two-factor-schema';
import { API_PATHS } from '../../../shared/api-paths';
import { newDeviceCookie } from '../../auth/device-cookie';
import { adminCookies } from '../../auth/session-cookie';
import { completeSignIn } from '../../auth/sign-in-code';
import { ErrorResponseSchema } from '../../http/error-schema';
import { HttpError } from '../../http/http-error';
import type { AdminContext } from './admin-context';

/** The second sign-in step: the pending sign-in's cookie and a code give the session cookie. */
export const signInCodeRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, ctx) => {
  const { session, pendingSignIn, device } = adminCookies(ctx.mail.publicUrl);

  app.post(
    API_PATHS.admin.sessionCode,
    {
      schema: {
        body: SignInCodeSchema,
        response: { 200: AdminSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const pendingToken = request.cookies[pendingSignIn.name];
      if (!pendingToken) throw new HttpError(401, TWO_FACTOR_MESSAGES.signInExpired);
      // factor ('app' or 'recovery-code') is for the audit trail once it lands.
      const { token, email, role } = await completeSignIn(ctx.db.kysely, ctx.secrets, ctx.limiter, {
        pendingToken,
        code: request.body.code,
        address: request.ip,
        deviceCookie: request.cookies[device.name],
      });
      reply.clearCookie(pendingSignIn.name, pendingSignIn.options);
      reply.setCookie(session.name, token, session.options);
      reply.setCookie(device.name, await newDeviceCookie(ctx.db.kysely, email), device.options);
      return { email, role };
    },
  );
};
