import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rescheduleByLink } from '#server/appointments/reschedule-by-link.ts';
import type { AppDb } from '#server/db/app-db.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { keyedError } from '#server/http/http-error.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import { clientAddressKey } from '#server/rate-limit/client-address.ts';
import type { RateLimiter } from '#server/rate-limit/rate-limiter.ts';
import { toBooking } from '#server/repositories/booking-mapper.ts';
import type { BookingRow } from '#server/repositories/bookings.repository.ts';
import { findInvoiceByBookingId } from '#server/repositories/invoices.repository.ts';
import { getSiteInfo } from '#server/repositories/site-info.repository.ts';
import { bookingTaxOf, creditNoteDownload } from '#server/tracking/credit-note-download.ts';
import { findTrackedBooking, toTrackedOrder } from '#server/tracking/find-tracked-order.ts';
import { receiptPdfOf } from '#server/tracking/receipt-cache.ts';
import { receiptFileName, receiptKind } from '#server/tracking/receipt-pdf.ts';
import { findBookingByTrackingLink } from '#server/tracking/tracking-links.ts';
import { API_PATHS } from '#shared/api-paths.ts';
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
 * answered. The customer's own way in is the tracking link, which this does not limit.
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
    if (!(await limiter.consume(`track:order:${orderId}`, ORDER_LOOKUP_LIMIT))) {
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
    const booking = toBooking(row);
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
};
