import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SessionIdleSchema } from '../../../shared/admin/session-idle';
import { API_PATHS } from '../../../shared/api-paths';
import { recordAudit } from '../../audit/record-audit';
import { auditActor } from '../../auth/audit-actor';
import { ErrorResponseSchema } from '../../http/error-schema';
import { getIdleHours, saveIdleHours } from '../../repositories/session-idle.repository';
import type { AdminContext } from './admin-context';

/** The owner's idle time after which an admin session ends (its 30-day limit stands besides). */
export const sessionIdleRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, ctx) => {
  const response = { 200: SessionIdleSchema, '4xx': ErrorResponseSchema };

  app.get(API_PATHS.admin.sessionIdleSetting, { schema: { response } }, async () => ({
    idleHours: await getIdleHours(ctx.db.kysely),
  }));

  // Applies at once, to sessions already open too: each request measures against the new time.
  app.put(
    API_PATHS.admin.sessionIdleSetting,
    { schema: { body: SessionIdleSchema, response } },
    async (request) => {
      const { idleHours } = request.body;
      const actor = auditActor(request);
      await ctx.db.kysely.transaction().execute(async (trx) => {
        const before = await getIdleHours(trx);
        await saveIdleHours(trx, idleHours, actor.email);
        await recordAudit(trx, actor, {
          kind: 'session-idle-changed',
          subject: 'Idle sign-out',
          before: { idleHours: before },
          after: { idleHours },
        });
      });
      return { idleHours };
    },
  );
};
