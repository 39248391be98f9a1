import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '../../../shared/api-paths';
import { SiteInfoSchema } from '../../../shared/site/site-info-schema';
import { auditActor } from '../../auth/audit-actor';
import { ErrorResponseSchema } from '../../http/error-schema';
import { getSiteInfo } from '../../repositories/site-info.repository';
import { changeSiteInfo } from '../../settings/change-settings';
import type { AdminContext } from './admin-context';

export const siteInfoRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, ctx) => {
  const response = { 200: SiteInfoSchema, '4xx': ErrorResponseSchema };

  app.get(API_PATHS.admin.siteInfo, { schema: { response } }, () => getSiteInfo(ctx.db.kysely));

  // Header, footer, contact links and mails read it; open customer pages update at once.
  app.put(
    API_PATHS.admin.siteInfo,
    { schema: { body: SiteInfoSchema, response } },
    async (request) => {
      await changeSiteInfo(ctx.db.kysely, request.body, auditActor(request));
      await ctx.changes.publish('storefront');
      return request.body;
    },
  );
};
