import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { auditActor } from '#server/auth/audit-actor.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { decodeCursor, encodeCursor } from '#server/http/list-cursor.ts';
import { markLeadCalled } from '#server/leads/mark-lead-called.ts';
import { type LeadRow, listLeads } from '#server/repositories/leads.repository.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import {
  LEADS_PAGE_SIZE,
  type Lead,
  LeadListPageSchema,
  LeadListQuerySchema,
  LeadSchema,
  LeadUpdateSchema,
} from '#shared/leads/lead-schema.ts';
import type { AdminContext } from './admin-context.ts';

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    from: row.fromPlace,
    to: row.toPlace,
    notes: row.notes,
    source: row.source === 'callback' ? 'callback' : 'quote',
    createdAt: row.createdAt,
    calledAt: row.calledAt,
    calledBy: row.calledBy,
  };
}

export const adminLeadsRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, { db }) => {
  app.get(
    API_PATHS.admin.leads,
    {
      schema: {
        querystring: LeadListQuerySchema,
        response: { 200: LeadListPageSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request) => {
      const { phone, cursor } = request.query;
      const rows = await listLeads(db.kysely, {
        phoneDigits: phone,
        cursor: cursor ? decodeCursor(cursor) : undefined,
        limit: LEADS_PAGE_SIZE + 1,
      });
      const page = rows.slice(0, LEADS_PAGE_SIZE);
      const last = page.at(-1);
      return {
        leads: page.map(toLead),
        nextCursor: rows.length > LEADS_PAGE_SIZE && last ? encodeCursor(last) : null,
      };
    },
  );

  app.patch(
    API_PATHS.admin.leadRoute,
    {
      schema: {
        params: z.object({ id: z.string().max(100) }),
        body: LeadUpdateSchema,
        response: { 200: LeadSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request) =>
      toLead(
        await markLeadCalled(
          db.kysely,
          request.params.id,
          request.body.called,
          auditActor(request),
        ),
      ),
  );
};
