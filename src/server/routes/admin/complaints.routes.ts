import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { auditActor } from '#server/auth/audit-actor.ts';
import { closeComplaint, replyToComplaint } from '#server/complaints/answer-complaint.ts';
import { toAdminComplaint, toComplaintDetail } from '#server/complaints/complaint-views.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import { completeErasure } from '#server/personal-data/erasure.ts';
import {
  countUnclosedComplaints,
  findComplaintById,
  listComplaintReplies,
  listComplaints,
} from '#server/repositories/complaints.repository.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import {
  ComplaintDetailSchema,
  ComplaintListQuerySchema,
  ComplaintListSchema,
  ComplaintReplyInputSchema,
} from '#shared/complaints/admin-complaints.ts';
import type { AdminContext } from './admin-context.ts';

/** The queue shows this many tickets, oldest first: a queue longer than that needs work first. */
const QUEUE_LIMIT = 500;

const Params = z.object({ id: z.string().max(100) });

export const adminComplaintsRoutes: FastifyPluginAsyncZod<AdminContext> = async (
  app,
  { db, mail },
) => {
  const detail = async (id: string, now: Date) => {
    const row = await findComplaintById(db.kysely, id);
    if (!row) throw new HttpError(404, 'Complaint not found.');
    return toComplaintDetail(row, await listComplaintReplies(db.kysely, id), now);
  };

  app.get(
    API_PATHS.admin.complaints,
    {
      schema: {
        querystring: ComplaintListQuerySchema,
        response: { 200: ComplaintListSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request) => {
      const now = new Date();
      const [rows, openCount] = await Promise.all([
        listComplaints(db.kysely, { status: request.query.status, limit: QUEUE_LIMIT }),
        countUnclosedComplaints(db.kysely),
      ]);
      return { complaints: rows.map((row) => toAdminComplaint(row, now)), openCount };
    },
  );

  app.get(
    API_PATHS.admin.complaintRoute,
    {
      schema: {
        params: Params,
        response: { 200: ComplaintDetailSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request) => detail(request.params.id, new Date()),
  );

  app.post(
    API_PATHS.admin.complaintReplyRoute,
    {
      schema: {
        params: Params,
        body: ComplaintReplyInputSchema,
        response: { 200: ComplaintDetailSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request) => {
      const now = new Date();
      const { id } = request.params;
      await replyToComplaint(db.kysely, id, request.body.text, auditActor(request), mail, now);
      return detail(id, now);
    },
  );

  app.post(
    API_PATHS.admin.complaintCloseRoute,
    {
      schema: {
        params: Params,
        response: { 200: ComplaintDetailSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request) => {
      const now = new Date();
      const { id } = request.params;
      const ticket = await findComplaintById(db.kysely, id);
      // Closing a data request carries it out: the erasure closes its ticket in its transaction.
      if (ticket?.kind === 'data_erasure' && ticket.bookingId && ticket.status !== 'closed') {
        const { bookingId } = ticket;
        await db.kysely
          .transaction()
          .execute((trx) => completeErasure(trx, bookingId, auditActor(request), now));
      } else {
        await closeComplaint(db.kysely, id, auditActor(request), now);
      }
      return detail(id, now);
    },
  );
};
