import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { AppDb } from '#server/db/app-db.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { keyedError } from '#server/http/http-error.ts';
import { createLead } from '#server/leads/create-lead.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import { requireIndianMobile } from '#server/messaging/require-indian-mobile.ts';
import { clientAddressKey } from '#server/rate-limit/client-address.ts';
import type { RateLimiter } from '#server/rate-limit/rate-limiter.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { LEAD_MESSAGES } from '#shared/leads/lead-messages.ts';
import { CreateLeadSchema } from '#shared/leads/lead-schema.ts';

/** The promise of a call, in English and by key like the refusals (error-schema.ts). */
const CreatedLeadSchema = z.object({ message: z.string(), key: z.literal('callbackPromise') });

/** A phone form is cheap to abuse; a family asks a few times at most. */
export const LEAD_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 };

export const leadsRoutes: FastifyPluginAsyncZod<{
  db: AppDb;
  mail: MailContext;
  limiter: RateLimiter;
}> = async (app, { db, mail, limiter }) => {
  app.post(
    API_PATHS.leads,
    {
      schema: {
        body: CreateLeadSchema,
        response: { 201: CreatedLeadSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!(await limiter.consume(`lead:address:${clientAddressKey(request.ip)}`, LEAD_LIMIT))) {
        throw keyedError(429, 'tooManyRequests');
      }
      const phone = requireIndianMobile(request.body.phone);
      await createLead(db, { ...request.body, phone }, mail);
      return reply
        .code(201)
        .send({ message: LEAD_MESSAGES.callbackPromise, key: 'callbackPromise' });
    },
  );
};
