import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GoLiveSchema, goLiveChecklist } from '../../../shared/admin/go-live';
import { API_PATHS } from '../../../shared/api-paths';
import { ErrorResponseSchema } from '../../http/error-schema';
import { mailSetup } from '../../mail/mail-setup';
import { getPolicies } from '../../repositories/policies.repository';
import { getSiteInfo } from '../../repositories/site-info.repository';
import { loadPaymentOptions } from '../../storefront/load-storefront';
import type { AdminContext } from './admin-context';

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
