import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '../../../shared/api-paths';
import { SiteInfoSchema } from '../../../shared/site/site-info-schema';
import { signedInAdmin } from '../../auth/admin-guard';
import { ErrorResponseSchema } from '../../http/error-schema';
import { getSiteInfo, saveSiteInfo } from '../../repositories/site-info.repository';
import type { AdminContext } from './admin-context';

export const siteInfoRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, ctx) => {
  const response = { 200: SiteInfoSchema, '4xx': ErrorResponseSchema };

  app.get(API_PATHS.admin.siteInfo, { schema: { response } }, () => getSiteInfo(ctx.db.kysely));

  // Header, footer, contact links and mails read it; open customer pages update at once.
  app.put(
    API_PATHS.admin.siteInfo,
    { schema: { body: SiteInfoSchema, response } },
    async (request) => {
      await saveSiteInfo(ctx.db.kysely, request.body, signedInAdmin(request).email);
      await ctx.changes.publish('storefront');
      return request.body;
    },
  );
};
