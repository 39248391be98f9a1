import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInAdmin } from '#server/auth/admin-guard.ts';
import { auditActor } from '#server/auth/audit-actor.ts';
import {
  confirmEnrolment,
  disableTwoFactor,
  getTwoFactorStatus,
  regenerateRecoveryCodes,
  startEnrolment,
} from '#server/auth/two-factor.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import {
  ConfirmEnrolmentSchema,
  DisableTwoFactorSchema,
  EnrolmentSchema,
  RecoveryCodesSchema,
  RegenerateRecoveryCodesSchema,
  TwoFactorStatusSchema,
} from '#shared/admin/two-factor-schema.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { AdminContext } from './admin-context.ts';

const answers = <T>(schema: T) => ({ 200: schema, '4xx': ErrorResponseSchema });

/**
 * The signed-in admin's own two-factor sign-in. Reachable before it is set up, so an account
 * that must have it can (their area is 'account': auth/admin-guard).
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, ctx) => {
  const db = ctx.db.kysely;

  app.get(
    API_PATHS.admin.twoFactor,
    { schema: { response: answers(TwoFactorStatusSchema) } },
    (request) => getTwoFactorStatus(db, signedInAdmin(request), ctx.enforceTwoFactor),
  );

  app.post(
    API_PATHS.admin.twoFactorEnrolment,
    { schema: { response: answers(EnrolmentSchema) } },
    (request) => startEnrolment(db, ctx.secrets, signedInAdmin(request)),
  );

  app.post(
    API_PATHS.admin.twoFactorConfirm,
    { schema: { body: ConfirmEnrolmentSchema, response: answers(RecoveryCodesSchema) } },
    async (request) => ({
      recoveryCodes: await confirmEnrolment(
        db,
        ctx.secrets,
        { ...auditActor(request), adminId: signedInAdmin(request).adminId },
        request.body.code,
      ),
    }),
  );

  app.post(
    API_PATHS.admin.twoFactorDisable,
    { schema: { body: DisableTwoFactorSchema, response: answers(TwoFactorStatusSchema) } },
    async (request) => {
      const account = signedInAdmin(request);
      await disableTwoFactor(db, ctx.secrets, ctx.limiter, account, {
        ...request.body,
        address: request.ip,
      });
      return getTwoFactorStatus(db, account, ctx.enforceTwoFactor);
    },
  );

  app.post(
    API_PATHS.admin.twoFactorRecoveryCodes,
    { schema: { body: RegenerateRecoveryCodesSchema, response: answers(RecoveryCodesSchema) } },
    async (request) => ({
      recoveryCodes: await regenerateRecoveryCodes(db, ctx.limiter, signedInAdmin(request), {
        ...request.body,
        address: request.ip,
      }),
    }),
  );
};
