import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmPasswordReset, requestPasswordReset } from '#server/auth/password-reset.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import { clientAddressKey } from '#server/rate-limit/client-address.ts';
import type { RateLimitRule } from '#server/rate-limit/rate-limiter.ts';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import {
  ForgotPasswordSchema,
  MessageSchema,
  ResetPasswordSchema,
} from '#shared/admin/auth-schema.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { AdminContext } from './admin-context.ts';

const HOUR = 60 * 60 * 1000;
export const RESET_REQUEST_LIMITS = {
  /** Mails to one address: nobody's inbox is flooded. */
  perEmail: { limit: 5, windowMs: HOUR } satisfies RateLimitRule,
  /** Requests from one client: nobody sprays addresses (each would leave a counter behind). */
  perAddress: { limit: 10, windowMs: HOUR } satisfies RateLimitRule,
};

export const passwordResetRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, ctx) => {
  app.post(
    API_PATHS.admin.passwordReset,
    {
      schema: {
        body: ForgotPasswordSchema,
        response: { 200: MessageSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request) => {
      // A refusal by configuration, not a fault: a 4xx carries its message to the screen.
      if (ctx.mail.resetLinksByMail === false) {
        throw new HttpError(403, ADMIN_MESSAGES.resetByMailUnavailable);
      }
      const { email } = request.body;
      // Saying "too many" to a client tells nothing about accounts: it counts every request.
      const clientKey = `password-reset:address:${clientAddressKey(request.ip)}`;
      if (!(await ctx.limiter.consume(clientKey, RESET_REQUEST_LIMITS.perAddress))) {
        throw new HttpError(429, ADMIN_MESSAGES.tooManyResetRequests);
      }
      // The same answer whether or not the address has an account (no enumeration); past the
      // limit for an e-mail nothing more is mailed to it, but the answer stays the same.
      const emailKey = `password-reset:email:${email}`;
      if (await ctx.limiter.consume(emailKey, RESET_REQUEST_LIMITS.perEmail)) {
        await requestPasswordReset(ctx.db.kysely, ctx.mail.publicUrl, email, request.ip);
      }
      // Honest about where the link went (the same answer for every address, as above).
      const mailed = ctx.mail.smtpConfigured !== false;
      return { message: mailed ? ADMIN_MESSAGES.resetSent : ADMIN_MESSAGES.resetLoggedNotMailed };
    },
  );

  app.post(
    API_PATHS.admin.passwordResetConfirm,
    {
      schema: {
        body: ResetPasswordSchema,
        response: { 200: MessageSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      await confirmPasswordReset(ctx.db.kysely, token, password, request.ip);
      return { message: ADMIN_MESSAGES.passwordChanged };
    },
  );
};
