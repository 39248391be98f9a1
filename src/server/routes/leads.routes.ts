import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDb } from '#server/db/app-db.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import { createLead } from '#server/leads/create-lead.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import { clientAddressKey } from '#server/rate-limit/client-address.ts';
import type { RateLimiter } from '#server/rate-limit/rate-limiter.ts';
import { MessageSchema } from '#shared/admin/auth-schema.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { CALLBACK_PROMISE, CreateLeadSchema } from '#shared/leads/lead-schema.ts';

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
        response: { 201: MessageSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!(await limiter.consume(`lead:address:${clientAddressKey(request.ip)}`, LEAD_LIMIT))) {
        throw new HttpError(
          429,
          'Too many requests from this connection. Please call us instead or try again in a few minutes.',
        );
      }
      await createLead(db, request.body, mail);
      return reply.code(201).send({ message: CALLBACK_PROMISE });
    },
  );
};
