import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rescheduleByLink } from '#server/appointments/reschedule-by-link.ts';
import type { AppDb } from '#server/db/app-db.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { keyedError } from '#server/http/http-error.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import { asInvoiced } from '#server/personal-data/billed-to.ts';
import { requestErasure } from '#server/personal-data/erasure.ts';
import { myDataFileName, myDataOf } from '#server/personal-data/my-data.ts';
import { renderMyDataPage } from '#server/personal-data/my-data-page.ts';
import { clientAddressKey } from '#server/rate-limit/client-address.ts';
import type { RateLimiter } from '#server/rate-limit/rate-limiter.ts';
import { requestCancellationByLink } from '#server/refunds/cancel-by-link.ts';
import { toBooking } from '#server/repositories/booking-mapper.ts';
import type { BookingRow } from '#server/repositories/bookings.repository.ts';
import { findInvoiceByBookingId } from '#server/repositories/invoices.repository.ts';
import { getSiteInfo } from '#server/repositories/site-info.repository.ts';
import { bookingCentre } from '#server/tracking/booking-centre.ts';
import { bookingTaxOf, creditNoteDownload } from '#server/tracking/credit-note-download.ts';
import { findTrackedBooking, toTrackedOrder } from '#server/tracking/find-tracked-order.ts';
import { receiptPdfOf } from '#server/tracking/receipt-cache.ts';
import { receiptFileName, receiptKind } from '#server/tracking/receipt-pdf.ts';
import { findBookingByTrackingLink } from '#server/tracking/tracking-links.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { orderNumberTail } from '#shared/booking/order-number.ts';
import {
  ErasureRequestedSchema,
  MyDataRequestSchema,
} from '#shared/personal-data/my-data-schema.ts';
import { PERSONAL_DATA_API_PATHS } from '#shared/personal-data/personal-data-api-paths.ts';
import { CANCEL_API_PATHS } from '#shared/refunds/cancel-api-paths.ts';
import { CancelByLinkSchema } from '#shared/refunds/cancellation-schema.ts';
import {
  TrackAppointmentMoveSchema,
  TrackByLinkSchema,
  TrackedOrderSchema,
  TrackOrderSchema,
} from '#shared/tracking/track-schema.ts';

/** Enough for a customer checking now and then; too few to guess order numbers. */
export const TRACK_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 };

/**
 * Manual look-ups of one order number, from all addresses together. The registration number is
 * on the plate, so a stranger needs only the order number's random part: without this, enough
 * addresses (or one IPv6 /64 per 20 tries) find it. Every attempt counts, found or not, before it
 * runs: one atomic count per attempt, so however many arrive at once, at most 10 an hour are
 * answered. They are counted by the number's last ten digits, which the whole number and its
 * tail share. The customer's own way in is the tracking link, which this does not limit.
 */
export const ORDER_LOOKUP_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 };

export const trackingRoutes: FastifyPluginAsyncZod<{
  db: AppDb;
  limiter: RateLimiter;
  mail: MailContext;
}> = async (app, { db, limiter, mail }) => {
  async function lookUp(address: string, orderId: string, regNumber: string) {
    if (!(await limiter.consume(`track:address:${clientAddressKey(address)}`, TRACK_LIMIT))) {
      throw keyedError(429, 'tooManyLookups');
    }
    if (!(await limiter.consume(`track:order:${orderNumberTail(orderId)}`, ORDER_LOOKUP_LIMIT))) {
      throw keyedError(429, 'tooManyOrderLookups');
    }
    const booking = await findTrackedBooking(db.kysely, orderId, regNumber);
    if (!booking) throw keyedError(404, 'trackNotFound');
    return booking;
  }

  /** A 256-bit secret cannot be guessed, so no count is needed to keep it from being guessed. */
  async function lookUpLink(token: string) {
    const booking = await findBookingByTrackingLink(db.kysely, token);
    if (!booking) throw keyedError(404, 'trackLinkNotFound');
    return booking;
  }

  /** The order's receipt or tax invoice as a PDF download, with the headers it is sent with. */
  async function receipt(row: BookingRow) {
    // A blanked or erased booking's invoice prints what it printed when issued (billed_to).
    const booking = {
      ...asInvoiced(toBooking(row), row.billedTo),
      centre: await bookingCentre(db.kysely, row),
    };
    const content = {
      booking,
      site: await getSiteInfo(db.kysely),
      invoice: await findInvoiceByBookingId(db.kysely, row.id),
      tax: bookingTaxOf(row),
      // The receipt speaks the language its customer booked in, as the mails do.
      locale: booking.locale,
    };
    const pdf = await receiptPdfOf(content);
    const fileName = receiptFileName(receiptKind(content), row.orderId);
    const headers = {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
    };
    return { pdf, headers };
  }

  app.post(
    API_PATHS.track,
    {
      schema: {
        body: TrackOrderSchema,
        response: { 200: TrackedOrderSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request) => {
      const booking = await lookUp(request.ip, request.body.orderId, request.body.regNumber);
      return toTrackedOrder(db.kysely, booking);
    },
  );

  app.get(
    API_PATHS.trackReceipt,
    { schema: { querystring: TrackOrderSchema } },
    async (request, reply) => {
      const booking = await lookUp(request.ip, request.query.orderId, request.query.regNumber);
      const { pdf, headers } = await receipt(booking);
      return reply.headers(headers).send(pdf);
    },
  );

  app.post(
    API_PATHS.trackByLink,
    {
      schema: {
        body: TrackByLinkSchema,
        response: { 200: TrackedOrderSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request) => toTrackedOrder(db.kysely, await lookUpLink(request.body.token)),
  );

  app.post(
    API_PATHS.trackReceiptByLink,
    { schema: { body: TrackByLinkSchema } },
    async (request, reply) => {
      const { pdf, headers } = await receipt(await lookUpLink(request.body.token));
      return reply.headers(headers).send(pdf);
    },
  );

  app.get(
    API_PATHS.trackCreditNote,
    { schema: { querystring: TrackOrderSchema } },
    async (request, reply) => {
      const booking = await lookUp(request.ip, request.query.orderId, request.query.regNumber);
      const { pdf, headers } = await creditNoteDownload(db.kysely, booking);
      return reply.headers(headers).send(pdf);
    },
  );

  app.post(
    API_PATHS.trackCreditNoteByLink,
    { schema: { body: TrackByLinkSchema } },
    async (request, reply) => {
      const row = await lookUpLink(request.body.token);
      const { pdf, headers } = await creditNoteDownload(db.kysely, row);
      return reply.headers(headers).send(pdf);
    },
  );

  // Like the other link routes, not counted: the link's secret cannot be guessed.
  app.post(
    API_PATHS.trackAppointmentByLink,
    {
      schema: {
        body: TrackAppointmentMoveSchema,
        response: { 200: TrackedOrderSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request) => {
      const { token, day, slot } = request.body;
      const now = new Date();
      const row = await rescheduleByLink(db, token, { day, slot }, request.ip, mail, now);
      return toTrackedOrder(db.kysely, row, now);
    },
  );

  // Like the other link routes, not counted: the link's secret cannot be guessed. A repeat while
  // the request waits makes no second one.
  app.post(
    CANCEL_API_PATHS.cancelByLink,
    {
      schema: {
        body: CancelByLinkSchema,
        response: { 200: TrackedOrderSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request) => {
      const { token, reason } = request.body;
      const now = new Date();
      const row = await requestCancellationByLink(db, token, reason, request.ip, now);
      return toTrackedOrder(db.kysely, row, now);
    },
  );

  // The customer's own data (DPDP Act s.11), only by the link's secret: JSON or a page to read.
  app.post(
    PERSONAL_DATA_API_PATHS.myData,
    { schema: { body: MyDataRequestSchema } },
    async (request, reply) => {
      const row = await lookUpLink(request.body.token);
      const data = await myDataOf(db.kysely, row, new Date());
      const { format } = request.body;
      const fileName = myDataFileName(row.orderId, format);
      reply.headers({
        'content-type':
          format === 'json' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'no-store',
      });
      return reply.send(format === 'json' ? JSON.stringify(data, null, 2) : renderMyDataPage(data));
    },
  );

  // Asking again answers the open request: one per booking until staff complete it.
  app.post(
    PERSONAL_DATA_API_PATHS.erasure,
    {
      schema: {
        body: TrackByLinkSchema,
        response: {
          200: ErasureRequestedSchema,
          201: ErasureRequestedSchema,
          '4xx': ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const row = await lookUpLink(request.body.token);
      const request_ = await db.kysely
        .transaction()
        .execute((trx) => requestErasure(trx, row, mail, new Date()));
      return reply.code(request_.created ? 201 : 200).send({ requestedAt: request_.requestedAt });
    },
  );
};
