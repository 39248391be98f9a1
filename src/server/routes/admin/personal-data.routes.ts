import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { auditActor } from '#server/auth/audit-actor.ts';
import { centreFilter } from '#server/auth/centre-scope.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { completeErasure } from '#server/personal-data/erasure.ts';
import {
  lastRetentionRun,
  listOpenErasureRequests,
} from '#server/repositories/personal-data.repository.ts';
import { getRetentionSettings } from '#server/repositories/retention-settings.repository.ts';
import { changeRetention } from '#server/settings/change-settings.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { ErasureRequestListSchema } from '#shared/personal-data/erasure-requests-schema.ts';
import { RetentionPageSchema, RetentionSettingsSchema } from '#shared/personal-data/retention.ts';
import type { AdminContext } from './admin-context.ts';

const BookingIdParamsSchema = z.object({ id: z.string().check(z.maxLength(100)) });

/**
 * Customers' data in the admin area (decision 0050): the owner's retention periods with the last
 * daily run, the open erasure requests, and staff's "complete erasure" of a closed booking.
 */
export const personalDataRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, ctx) => {
  const { db } = ctx;
  const page = async () => {
    const run = await lastRetentionRun(db.kysely);
    return {
      settings: await getRetentionSettings(db.kysely),
      lastRun: run
        ? {
            day: run.day,
            ranAt: run.ranAt,
            screenshotsDeleted: run.screenshotsDeleted,
            contactsBlanked: run.contactsBlanked,
          }
        : null,
    };
  };
  const response = { 200: RetentionPageSchema, '4xx': ErrorResponseSchema };

  app.get(API_PATHS.admin.retentionSettings, { schema: { response } }, page);

  app.put(
    API_PATHS.admin.retentionSettings,
    { schema: { body: RetentionSettingsSchema, response } },
    async (request) => {
      await changeRetention(db.kysely, request.body, auditActor(request));
      return page();
    },
  );

  app.get(
    API_PATHS.admin.erasureRequests,
    { schema: { response: { 200: ErasureRequestListSchema, '4xx': ErrorResponseSchema } } },
    async (request) => ({
      requests: await listOpenErasureRequests(db.kysely, centreFilter(request)),
    }),
  );

  app.post(
    API_PATHS.admin.bookingErasureRoute,
    {
      schema: {
        params: BookingIdParamsSchema,
        response: { 200: z.object({ erasedAt: z.string() }), '4xx': ErrorResponseSchema },
      },
    },
    async (request) => {
      const now = new Date();
      await db.kysely
        .transaction()
        .execute((trx) => completeErasure(trx, request.params.id, auditActor(request), now));
      return { erasedAt: now.toISOString() };
    },
  );
};
