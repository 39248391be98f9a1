import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditCsv } from '#server/audit/audit-csv.ts';
import { auditQuery, listAuditPage } from '#server/audit/audit-trail.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { listAdmins } from '#server/repositories/admins.repository.ts';
import { listAuditEvents } from '#server/repositories/audit-events.repository.ts';
import {
  AuditFiltersSchema,
  AuditListQuerySchema,
  AuditPageSchema,
  AuditPeopleSchema,
} from '#shared/admin/audit-trail.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { indiaDay } from '#shared/site/india-time.ts';
import type { AdminContext } from './admin-context.ts';

/**
 * The audit trail, read only: nothing in the app edits or deletes it. Owners only, as the route
 * table says (auth/route-access.ts, docs/product.md#staff-and-roles).
 */
export const auditRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, { db }) => {
  app.get(
    API_PATHS.admin.audit,
    {
      schema: {
        querystring: AuditListQuerySchema,
        response: { 200: AuditPageSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request) => {
      const { cursor, ...filters } = request.query;
      return listAuditPage(db.kysely, filters, cursor);
    },
  );

  app.get(
    API_PATHS.admin.auditPeople,
    { schema: { response: { 200: AuditPeopleSchema, '4xx': ErrorResponseSchema } } },
    async () => ({
      people: (await listAdmins(db.kysely)).map(({ id, email }) => ({ id, email })),
    }),
  );

  app.get(
    API_PATHS.admin.auditCsv,
    { schema: { querystring: AuditFiltersSchema } },
    async (request, reply) => {
      const rows = await listAuditEvents(db.kysely, auditQuery(request.query));
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="audit-trail-${indiaDay(new Date())}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(auditCsv(rows));
    },
  );
};
