import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { auditActor } from '#server/auth/audit-actor.ts';
import { centreFilter } from '#server/auth/centre-scope.ts';
import { changeBookingStatus, listBookingsPage } from '#server/bookings/admin-bookings.ts';
import { bookingsCsv, centreNames } from '#server/bookings/bookings-csv.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import { findBookingById, listBookings } from '#server/repositories/bookings.repository.ts';
import { listTaxDocumentNumbers } from '#server/repositories/credit-notes.repository.ts';
import { getImage } from '#server/repositories/images.repository.ts';
import { creditNoteDownload } from '#server/tracking/credit-note-download.ts';
import {
  AdminBookingSchema,
  BookingFiltersSchema,
  BookingListPageSchema,
  BookingListQuerySchema,
  StatusChangeSchema,
} from '#shared/admin/admin-bookings.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { indiaDay } from '#shared/site/india-time.ts';
import type { AdminContext } from './admin-context.ts';

const BookingIdParamsSchema = z.object({ id: z.string().max(100) });

export const adminBookingsRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, ctx) => {
  app.get(
    API_PATHS.admin.bookings,
    {
      schema: {
        querystring: BookingListQuerySchema,
        response: { 200: BookingListPageSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request) => {
      const { cursor, ...filters } = request.query;
      return listBookingsPage(ctx.db, { ...filters, centreIds: centreFilter(request) }, cursor);
    },
  );

  app.get(
    API_PATHS.admin.bookingsCsv,
    { schema: { querystring: BookingFiltersSchema } },
    async (request, reply) => {
      const rows = await listBookings(ctx.db.kysely, ctx.db.dialect, {
        ...request.query,
        centreIds: centreFilter(request),
      });
      const documents = await listTaxDocumentNumbers(
        ctx.db.kysely,
        rows.map((row) => row.id),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="bookings-${indiaDay(new Date())}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(bookingsCsv(rows, documents, await centreNames(ctx.db.kysely)));
    },
  );

  app.patch(
    API_PATHS.admin.bookingStatusRoute,
    {
      schema: {
        params: BookingIdParamsSchema,
        body: StatusChangeSchema,
        response: { 200: AdminBookingSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request) =>
      changeBookingStatus(
        ctx.db.kysely,
        request.params.id,
        request.body,
        auditActor(request),
        ctx.mail,
      ),
  );

  // Staff hand the customer their credit note, or read it for the accounts.
  app.get(
    API_PATHS.admin.bookingCreditNoteRoute,
    { schema: { params: BookingIdParamsSchema } },
    async (request, reply) => {
      const booking = await findBookingById(ctx.db.kysely, request.params.id);
      if (!booking) throw new HttpError(404, 'Booking not found.');
      const { pdf, headers } = await creditNoteDownload(ctx.db.kysely, booking);
      return reply.headers(headers).send(pdf);
    },
  );

  // Payment proofs are customers' data: only here, behind the admin guard, never cached publicly.
  app.get(
    API_PATHS.admin.bookingProofRoute,
    { schema: { params: BookingIdParamsSchema } },
    async (request, reply) => {
      const booking = await findBookingById(ctx.db.kysely, request.params.id);
      const image = booking?.proofImageId
        ? await getImage(ctx.db.kysely, booking.proofImageId)
        : undefined;
      if (!image) throw new HttpError(404, 'This booking has no payment proof.');
      const etag = `"${image.sha256}"`;
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(image.contentType).send(Buffer.from(image.data));
    },
  );
};
