import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema } from '../../shared/admin/auth-schema';
import { API_PATHS } from '../../shared/api-paths';
import { CALLBACK_PROMISE, CreateLeadSchema } from '../../shared/leads/lead-schema';
import type { AppDb } from '../db/app-db';
import { ErrorResponseSchema } from '../http/error-schema';
import { HttpError } from '../http/http-error';
import { createLead } from '../leads/create-lead';
import type { MailContext } from '../mail/mail-context';
import { clientAddressKey } from '../rate-limit/client-address';
import type { RateLimiter } from '../rate-limit/rate-limiter';

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
