import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newDeviceCookie } from '#server/auth/device-cookie.ts';
import { adminCookies } from '#server/auth/session-cookie.ts';
import { completeSignIn } from '#server/auth/sign-in-code.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import { AdminSchema } from '#shared/admin/auth-schema.ts';
import { TWO_FACTOR_MESSAGES } from '#shared/admin/two-factor-messages.ts';
import { SignInCodeSchema } from '#shared/admin/two-factor-schema.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { AdminContext } from './admin-context.ts';

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
