import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '#server/audit/record-audit.ts';
import { auditActor } from '#server/auth/audit-actor.ts';
import { countBookingRefusals } from '#server/holds/booking-refusals.ts';
import { getHoldSettings, saveHoldSettings } from '#server/holds/hold-settings.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { BookingRefusalCountsSchema } from '#shared/booking/booking-refusals.ts';
import { HoldSettingsSchema } from '#shared/booking/hold-settings.ts';
import type { AdminContext } from './admin-context.ts';

/**
 * The owner's payment-hold settings (beside the fitting slots) and the dashboard's count of
 * bookings refused by a limit (docs/product.md#payment-holds).
 */
export const paymentHoldsRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, ctx) => {
  const response = { 200: HoldSettingsSchema, '4xx': ErrorResponseSchema };

  app.get(API_PATHS.admin.holdSettings, { schema: { response } }, () =>
    getHoldSettings(ctx.db.kysely),
  );

  // Applies to bookings made from now on: a hold already given keeps its deadline.
  app.put(
    API_PATHS.admin.holdSettings,
    { schema: { body: HoldSettingsSchema, response } },
    async (request) => {
      const actor = auditActor(request);
      await ctx.db.kysely.transaction().execute(async (trx) => {
        const before = await getHoldSettings(trx);
        await saveHoldSettings(trx, request.body, actor.email);
        await recordAudit(trx, actor, {
          kind: 'payment-holds-changed',
          subject: 'Payment holds',
          before,
          after: request.body,
        });
      });
      return request.body;
    },
  );

  app.get(
    API_PATHS.admin.bookingRefusals,
    { schema: { response: { 200: BookingRefusalCountsSchema } } },
    () => countBookingRefusals(ctx.db.kysely),
  );
};
