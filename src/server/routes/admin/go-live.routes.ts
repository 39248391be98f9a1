import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { recordAudit } from '#server/audit/record-audit.ts';
import { auditActor } from '#server/auth/audit-actor.ts';
import type { Database } from '#server/db/schema.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import { mailSetup } from '#server/mail/mail-setup.ts';
import {
  getGoLiveReviews,
  markGoLiveReviewed,
} from '#server/repositories/go-live-reviews.repository.ts';
import { getPolicies } from '#server/repositories/policies.repository.ts';
import { getSiteInfo } from '#server/repositories/site-info.repository.ts';
import { loadPaymentOptions } from '#server/storefront/load-storefront.ts';
import {
  type GoLive,
  type GoLiveReview,
  GoLiveReviewBodySchema,
  GoLiveSchema,
  goLiveChecklist,
} from '#shared/admin/go-live.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { AdminContext } from './admin-context.ts';

const REVIEW_SUBJECTS: Record<GoLiveReview, string> = {
  prices: 'Prices',
  fittingDays: 'Fitting days and slots',
};

async function loadGoLive(db: Kysely<Database>, mail: MailContext): Promise<GoLive> {
  const [payees, siteInfo, policies, reviewed] = await Promise.all([
    loadPaymentOptions(db),
    getSiteInfo(db),
    getPolicies(db),
    getGoLiveReviews(db),
  ]);
  const { smtpConfigured } = mailSetup(mail);
  return goLiveChecklist({
    payees,
    siteInfo,
    smtpConfigured,
    policies,
    reviewed,
    publicUrl: mail.publicUrl,
  });
}

/** The dashboard's go-live checklist: what a new owner still has to set up before taking money. */
export const goLiveRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, { db, mail }) => {
  const response = { 200: GoLiveSchema, '4xx': ErrorResponseSchema };

  app.get(API_PATHS.admin.goLive, { schema: { response } }, () => loadGoLive(db.kysely, mail));

  // "These are right": the owner reviewed the first-start prices or calendar and keeps them.
  app.post(
    API_PATHS.admin.goLiveReviewed,
    { schema: { body: GoLiveReviewBodySchema, response } },
    async (request) => {
      const { item } = request.body;
      const actor = auditActor(request);
      await db.kysely.transaction().execute(async (trx) => {
        await markGoLiveReviewed(trx, item, actor.email);
        await recordAudit(trx, actor, {
          kind: 'go-live-reviewed',
          subject: REVIEW_SUBJECTS[item],
          before: null,
          after: { reviewed: item },
        });
      });
      return loadGoLive(db.kysely, mail);
    },
  );
};
