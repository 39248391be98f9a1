import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toComplaintState, toComplaintTicket } from '#server/complaints/complaint-views.ts';
import { fileComplaint } from '#server/complaints/file-complaint.ts';
import type { AppDb } from '#server/db/app-db.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { keyedError } from '#server/http/http-error.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import { indianMobile } from '#server/messaging/phone-number.ts';
import { requireIndianMobile } from '#server/messaging/require-indian-mobile.ts';
import { clientAddressKey } from '#server/rate-limit/client-address.ts';
import type { RateLimiter } from '#server/rate-limit/rate-limiter.ts';
import {
  findComplaintByTicket,
  listComplaintReplies,
} from '#server/repositories/complaints.repository.ts';
import {
  ComplaintStateSchema,
  ComplaintStatusQuerySchema,
  ComplaintTicketSchema,
  CreateComplaintSchema,
} from '#shared/complaints/complaint-schema.ts';
import { COMPLAINT_API_PATHS } from '#shared/public-api-paths.ts';
import { LOCALE_COOKIE, parseLocale } from '#shared/site/locale.ts';

/** A complaint form is cheap to abuse (each one mails and texts): a person files a few at most. */
export const COMPLAINT_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 };
/** Look-ups by ticket and phone, per address: enough for a family, too few to guess with. */
export const COMPLAINT_STATUS_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 };

export const complaintsRoutes: FastifyPluginAsyncZod<{
  db: AppDb;
  mail: MailContext;
  limiter: RateLimiter;
}> = async (app, { db, mail, limiter }) => {
  app.post(
    COMPLAINT_API_PATHS.create,
    {
      schema: {
        body: CreateComplaintSchema,
        response: { 201: ComplaintTicketSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const key = `complaint:address:${clientAddressKey(request.ip)}`;
      if (!(await limiter.consume(key, COMPLAINT_LIMIT))) throw keyedError(429, 'tooManyRequests');
      const { locale, orderId, ...fields } = request.body;
      const complaint = await fileComplaint(
        db,
        {
          ...fields,
          phone: requireIndianMobile(fields.phone),
          ...(orderId && { orderId }),
          locale: locale ?? parseLocale(request.cookies[LOCALE_COOKIE]),
        },
        mail,
      );
      return reply.code(201).send(toComplaintTicket(complaint));
    },
  );

  app.post(
    COMPLAINT_API_PATHS.status,
    {
      schema: {
        body: ComplaintStatusQuerySchema,
        response: { 200: ComplaintStateSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const key = `complaint-status:address:${clientAddressKey(request.ip)}`;
      if (!(await limiter.consume(key, COMPLAINT_STATUS_LIMIT))) {
        throw keyedError(429, 'tooManyLookups');
      }
      const { ticket, phone } = request.body;
      const row = await findComplaintByTicket(db.kysely, ticket);
      // The same answer for an unknown ticket and a wrong phone: a number tells nothing alone.
      if (!row || row.phone !== indianMobile(phone)) throw keyedError(404, 'ticketNotFound');
      return toComplaintState(row, await listComplaintReplies(db.kysely, row.id));
    },
  );
};
