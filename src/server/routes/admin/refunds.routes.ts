import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { recordAudit } from '#server/audit/record-audit.ts';
import { auditActor } from '#server/auth/audit-actor.ts';
import { centreFilter } from '#server/auth/centre-scope.ts';
import { decideCancellation } from '#server/bookings/decide-cancellation.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { recordRefundSent } from '#server/refunds/record-refund-sent.ts';
import { bookingRefundState, refundsOverview } from '#server/refunds/refund-views.ts';
import {
  getCancellationSettings,
  saveCancellationSettings,
} from '#server/repositories/cancellation-settings.repository.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import {
  BookingRefundStateSchema,
  DecideCancellationSchema,
  RecordRefundSentSchema,
  RefundsOverviewSchema,
} from '#shared/refunds/admin-refunds.ts';
import { CancellationSettingsSchema } from '#shared/refunds/cancellation-settings.ts';
import type { AdminContext } from './admin-context.ts';

const BookingIdParamsSchema = z.object({ id: z.string().max(100) });

/**
 * Cancellations and refunds (docs/product.md#cancellation-and-refunds): staff decide customers'
 * requests and record refunds sent from the booking card and the Refunds page; the owner sets the
 * cut-off and the charge beside the refund policy.
 */
export const adminRefundsRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, ctx) => {
  const db = ctx.db.kysely;
  const state = { 200: BookingRefundStateSchema, '4xx': ErrorResponseSchema };

  app.get(
    API_PATHS.admin.bookingRefundRoute,
    { schema: { params: BookingIdParamsSchema, response: state } },
    (request) => bookingRefundState(db, request.params.id, new Date()),
  );

  app.post(
    API_PATHS.admin.bookingCancellationDecisionRoute,
    { schema: { params: BookingIdParamsSchema, body: DecideCancellationSchema, response: state } },
    async (request) => {
      const now = new Date();
      const { id } = request.params;
      await decideCancellation(db, id, request.body, auditActor(request), ctx.mail, now);
      return bookingRefundState(db, id, now);
    },
  );

  app.post(
    API_PATHS.admin.bookingRefundSentRoute,
    { schema: { params: BookingIdParamsSchema, body: RecordRefundSentSchema, response: state } },
    async (request) => {
      const now = new Date();
      const { id } = request.params;
      await recordRefundSent(db, id, request.body, auditActor(request), ctx.mail, now);
      return bookingRefundState(db, id, now);
    },
  );

  app.get(
    API_PATHS.admin.refunds,
    { schema: { response: { 200: RefundsOverviewSchema, '4xx': ErrorResponseSchema } } },
    (request) => refundsOverview(db, new Date(), centreFilter(request)),
  );

  const settings = { 200: CancellationSettingsSchema, '4xx': ErrorResponseSchema };
  app.get(API_PATHS.admin.cancellationSettings, { schema: { response: settings } }, () =>
    getCancellationSettings(db),
  );

  // Applies to requests from now on; refunds already opened keep their amount.
  app.put(
    API_PATHS.admin.cancellationSettings,
    { schema: { body: CancellationSettingsSchema, response: settings } },
    async (request) => {
      const actor = auditActor(request);
      await db.transaction().execute(async (trx) => {
        const before = await getCancellationSettings(trx);
        await saveCancellationSettings(trx, request.body, actor.email);
        await recordAudit(trx, actor, {
          kind: 'cancellation-settings-changed',
          subject: 'Cancellation cut-off and charge',
          before,
          after: request.body,
        });
      });
      return request.body;
    },
  );
};
