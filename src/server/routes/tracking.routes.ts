import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '../../shared/api-paths';
import {
  TRACK_NOT_FOUND,
  TrackedOrderSchema,
  TrackOrderSchema,
} from '../../shared/tracking/track-schema';
import { toBooking } from '../bookings/booking-mapper';
import type { AppDb } from '../db/app-db';
import { ErrorResponseSchema } from '../http/error-schema';
import { HttpError } from '../http/http-error';
import { clientAddressKey } from '../rate-limit/client-address';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { getSiteInfo } from '../repositories/site-info.repository';
import { findTrackedBooking, toTrackedOrder } from '../tracking/find-tracked-order';
import { renderReceiptPdf } from '../tracking/receipt-pdf';

/** Enough for a customer checking now and then; too few to guess order numbers. */
export const TRACK_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 };

export const trackingRoutes: FastifyPluginAsyncZod<{ db: AppDb; limiter: RateLimiter }> = async (
  app,
  { db, limiter },
) => {
  async function lookUp(address: string, orderId: string, regNumber: string) {
    if (!(await limiter.consume(`track:address:${clientAddressKey(address)}`, TRACK_LIMIT))) {
      throw new HttpError(
        429,
        'Too many look-ups from this connection. Please try again in a few minutes.',
      );
    }
    const booking = await findTrackedBooking(db.kysely, orderId, regNumber);
    if (!booking) throw new HttpError(404, TRACK_NOT_FOUND);
    return booking;
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
      const pdf = await renderReceiptPdf(toBooking(booking), await getSiteInfo(db.kysely));
      const fileName = `receipt-${booking.orderId.replaceAll('/', '-')}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
