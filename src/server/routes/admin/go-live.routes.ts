import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { mailSetup } from '#server/mail/mail-setup.ts';
import { getPolicies } from '#server/repositories/policies.repository.ts';
import { getSiteInfo } from '#server/repositories/site-info.repository.ts';
import { loadPaymentOptions } from '#server/storefront/load-storefront.ts';
import { GoLiveSchema, goLiveChecklist } from '#shared/admin/go-live.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { AdminContext } from './admin-context.ts';

/** The dashboard's go-live checklist: what a new owner still has to set up before taking money. */
export const goLiveRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, { db, mail }) => {
  app.get(
    API_PATHS.admin.goLive,
    { schema: { response: { 200: GoLiveSchema, '4xx': ErrorResponseSchema } } },
    async () => {
      const [payees, siteInfo, policies] = await Promise.all([
        loadPaymentOptions(db.kysely),
        getSiteInfo(db.kysely),
        getPolicies(db.kysely),
      ]);
      const { smtpConfigured } = mailSetup(mail);
      return goLiveChecklist({ payees, siteInfo, smtpConfigured, policies });
    },
  );
};
