import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor } from '#server/auth/audit-actor.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { getIdleHours } from '#server/repositories/session-idle.repository.ts';
import { changeSessionIdle } from '#server/settings/change-settings.ts';
import { SessionIdleSchema } from '#shared/admin/session-idle.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { AdminContext } from './admin-context.ts';

/** The owner's idle time after which an admin session ends (its 30-day limit stands besides). */
export const sessionIdleRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, ctx) => {
  const response = { 200: SessionIdleSchema, '4xx': ErrorResponseSchema };

  app.get(API_PATHS.admin.sessionIdleSetting, { schema: { response } }, async () => ({
    idleHours: await getIdleHours(ctx.db.kysely),
  }));

  app.put(
    API_PATHS.admin.sessionIdleSetting,
    { schema: { body: SessionIdleSchema, response } },
    async (request) => {
      const { idleHours } = request.body;
      await changeSessionIdle(ctx.db.kysely, idleHours, auditActor(request));
      return { idleHours };
    },
  );
};
