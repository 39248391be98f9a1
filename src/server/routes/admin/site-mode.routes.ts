import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SiteModeUpdateSchema } from '../../../shared/admin/admin-settings';
import { API_PATHS } from '../../../shared/api-paths';
import { auditActor } from '../../auth/audit-actor';
import { ErrorResponseSchema } from '../../http/error-schema';
import { changeSiteMode } from '../../settings/change-settings';
import type { AdminContext } from './admin-context';

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
