import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor } from '#server/auth/audit-actor.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { getSiteInfo } from '#server/repositories/site-info.repository.ts';
import { changeSiteInfo } from '#server/settings/change-settings.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import {
  SiteInfoSettingsBodySchema,
  SiteInfoSettingsSchema,
} from '#shared/site/site-info-settings-schema.ts';
import type { AdminContext } from './admin-context.ts';

export const siteInfoRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, ctx) => {
  const response = { 200: SiteInfoSettingsSchema, '4xx': ErrorResponseSchema };

  app.get(API_PATHS.admin.siteInfo, { schema: { response } }, () => getSiteInfo(ctx.db.kysely));

  // Header, footer, contact links and mails read it; open customer pages update at once.
  app.put(
    API_PATHS.admin.siteInfo,
    { schema: { body: SiteInfoSettingsBodySchema, response } },
    async (request) => {
      await changeSiteInfo(ctx.db.kysely, request.body, auditActor(request));
      await ctx.changes.publish('storefront');
      return request.body;
    },
  );
};
