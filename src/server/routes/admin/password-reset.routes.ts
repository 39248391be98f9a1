import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES } from '../../../shared/admin/admin-messages';
import {
  ForgotPasswordSchema,
  MessageSchema,
  ResetPasswordSchema,
} from '../../../shared/admin/auth-schema';
import { API_PATHS } from '../../../shared/api-paths';
import { confirmPasswordReset, requestPasswordReset } from '../../auth/password-reset';
import { ErrorResponseSchema } from '../../http/error-schema';
import type { AdminContext } from './admin-context';

const RESET_REQUESTS = { limit: 5, windowMs: 60 * 60 * 1000 };

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
      // The same answer whether or not the address has an account (no enumeration); past the
      // limit for an address nothing more is mailed to it, but the answer stays the same.
      const key = `password-reset:${request.body.email}`;
      if (!(await ctx.limiter.isLimited(key, RESET_REQUESTS))) {
        await ctx.limiter.hit(key, RESET_REQUESTS);
        await requestPasswordReset(ctx.db.kysely, ctx.mail.publicUrl, request.body.email);
      }
      return { message: ADMIN_MESSAGES.resetSent };
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
      await confirmPasswordReset(ctx.db.kysely, request.body.token, request.body.password);
      return { message: ADMIN_MESSAGES.passwordChanged };
    },
  );
};
