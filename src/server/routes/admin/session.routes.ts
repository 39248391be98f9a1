import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInAdmin } from '#server/auth/admin-guard.ts';
import { newDeviceCookie, trustedDeviceId } from '#server/auth/device-cookie.ts';
import { adminCookies } from '#server/auth/session-cookie.ts';
import { endSession } from '#server/auth/sessions.ts';
import { signIn } from '#server/auth/sign-in.ts';
import { mustSetUpTwoFactor } from '#server/auth/two-factor-requirement.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { AdminSchema, LoginSchema } from '#shared/admin/auth-schema.ts';
import { CodeRequiredSchema, SessionSchema } from '#shared/admin/two-factor-schema.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { AdminContext } from './admin-context.ts';

/** Sign in (POST), who am I (GET), sign out (DELETE). */
export const sessionRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, ctx) => {
  const cookies = adminCookies(ctx.mail.publicUrl);

  app.post(
    API_PATHS.admin.session,
    {
      schema: {
        body: LoginSchema,
        response: { 200: AdminSchema, 202: CodeRequiredSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const device = request.cookies[cookies.device.name];
      const signedIn = await signIn(ctx.db.kysely, ctx.limiter, {
        ...request.body,
        address: request.ip,
        deviceId: await trustedDeviceId(ctx.db.kysely, email, device),
      });
      if ('pendingToken' in signedIn) {
        // Two-factor sign-in is on: a code completes it (sign-in-code.routes).
        const { name, options } = cookies.pendingSignIn;
        reply.setCookie(name, signedIn.pendingToken, options);
        return reply.code(202).send({ codeRequired: true });
      }
      reply.setCookie(cookies.session.name, signedIn.token, cookies.session.options);
      const newDevice = await newDeviceCookie(ctx.db.kysely, signedIn.email);
      reply.setCookie(cookies.device.name, newDevice, cookies.device.options);
      return { email: signedIn.email, role: signedIn.role };
    },
  );

  app.get(
    API_PATHS.admin.session,
    { schema: { response: { 200: SessionSchema, '4xx': ErrorResponseSchema } } },
    async (request) => {
      const account = signedInAdmin(request);
      return {
        email: account.email,
        role: account.role,
        mustSetUpTwoFactor: await mustSetUpTwoFactor(ctx.db.kysely, account, ctx.enforceTwoFactor),
        centreIds: request.centreScope === 'all' ? [] : [...request.centreScope],
      };
    },
  );

  app.delete(API_PATHS.admin.session, async (request, reply) => {
    const { name, options } = cookies.session;
    const token = request.cookies[name];
    if (token) await endSession(ctx.db.kysely, token, request.ip);
    // With the same attributes it was set with: browsers ignore a __Host- cookie without Secure.
    reply.clearCookie(name, options);
    return reply.code(204).send();
  });
};
