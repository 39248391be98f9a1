import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SiteModeUpdateSchema } from '../../../shared/admin/admin-settings';
import { API_PATHS } from '../../../shared/api-paths';
import { signedInAdmin } from '../../auth/admin-guard';
import { ErrorResponseSchema } from '../../http/error-schema';
import { saveSiteMode } from '../../repositories/site-mode.repository';
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
      await saveSiteMode(ctx.db.kysely, mode, signedInAdmin(request).email);
      await ctx.changes.publish('storefront');
      return { mode };
    },
  );
};
