import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '#server/audit/record-audit.ts';
import { auditActor } from '#server/auth/audit-actor.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import {
  isTwoFactorRequiredForStaff,
  saveTwoFactorRequiredForStaff,
} from '#server/repositories/two-factor-setting.repository.ts';
import { StaffTwoFactorSchema } from '#shared/admin/two-factor-schema.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { AdminContext } from './admin-context.ts';

/** The owner's setting "require two-factor sign-in for staff" (owners always need it). */
export const twoFactorSettingRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, ctx) => {
  const response = { 200: StaffTwoFactorSchema, '4xx': ErrorResponseSchema };

  app.get(API_PATHS.admin.twoFactorStaffSetting, { schema: { response } }, async () => ({
    requiredForStaff: await isTwoFactorRequiredForStaff(ctx.db.kysely),
  }));

  app.put(
    API_PATHS.admin.twoFactorStaffSetting,
    { schema: { body: StaffTwoFactorSchema, response } },
    async (request) => {
      const { requiredForStaff } = request.body;
      const actor = auditActor(request);
      await ctx.db.kysely.transaction().execute(async (trx) => {
        const before = await isTwoFactorRequiredForStaff(trx);
        await saveTwoFactorRequiredForStaff(trx, requiredForStaff, actor.email);
        await recordAudit(trx, actor, {
          kind: 'two-factor-staff-requirement-changed',
          subject: 'Two-factor sign-in for staff',
          before: { requiredForStaff: before },
          after: { requiredForStaff },
        });
      });
      return { requiredForStaff };
    },
  );
};
