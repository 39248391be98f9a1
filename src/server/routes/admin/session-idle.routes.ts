import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SessionIdleSchema } from '../../../shared/admin/session-idle';
import { API_PATHS } from '../../../shared/api-paths';
import { auditActor } from '../../auth/audit-actor';
import { ErrorResponseSchema } from '../../http/error-schema';
import { getIdleHours } from '../../repositories/session-idle.repository';
import { changeSessionIdle } from '../../settings/change-settings';
import type { AdminContext } from './admin-context';

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
