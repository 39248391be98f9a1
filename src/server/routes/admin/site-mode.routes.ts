import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor } from '#server/auth/audit-actor.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { changeSiteMode } from '#server/settings/change-settings.ts';
import { SiteModeUpdateSchema } from '#shared/admin/admin-settings.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { AdminContext } from './admin-context.ts';

export const siteModeRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, ctx) => {
  app.put(
    API_PATHS.admin.siteMode,
    {
      schema: {
        body: SiteModeUpdateSchema,
        response: { 200: SiteModeUpdateSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request) => {
      const { mode } = request.body;
      await changeSiteMode(ctx.db.kysely, mode, auditActor(request));
      await ctx.changes.publish('storefront');
      return { mode };
    },
  );
};
