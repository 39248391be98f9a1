import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '../../shared/api-paths';
import { BookingConfirmationSchema } from '../../shared/booking/booking-confirmation';
import { CreateBookingSchema } from '../../shared/booking/booking-schema';
import { createBooking } from '../bookings/create-booking';
import type { AppDb } from '../db/app-db';
import { ErrorResponseSchema, validationFailure } from '../http/error-schema';
import { HttpError } from '../http/http-error';
import { readForm } from '../http/read-form';
import { reencodeImage } from '../images/reencode-image';
import type { MailContext } from '../mail/mail-context';
import { clientAddressKey } from '../rate-limit/client-address';
import type { RateLimiter } from '../rate-limit/rate-limiter';

/**
 * A family books a few vehicles at most; a retry of the same booking counts too. Generous enough
 * for customers behind one carrier-grade NAT address, tight enough to stop a flood of fake ones.
 */
export const BOOKING_LIMIT = { limit: 10, windowMs: 10 * 60 * 1000 };

export const bookingsRoutes: FastifyPluginAsyncZod<{
  db: AppDb;
  mail: MailContext;
  limiter: RateLimiter;
}> = async (app, { db, mail, limiter }) => {
  app.post(
    API_PATHS.bookings,
    {
      schema: {
        response: {
          // One small shape for a new booking and a repeat: a repeat is answered to anyone who
          // sends the same order number, transaction number and phone again.
          200: BookingConfirmationSchema,
          201: BookingConfirmationSchema,
          '4xx': ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // Counted before the form is read: a client over its limit must not make us read 5 MB
      // first. Node reads and discards the body left unread (within the request timeout), so
      // the browser still gets this answer, not a reset connection.
      const key = `booking:address:${clientAddressKey(request.ip)}`;
      if (!(await limiter.consume(key, BOOKING_LIMIT))) {
        throw new HttpError(
          429,
          'Too many bookings from this connection. Please try again in a few minutes, or call us.',
        );
      }
      const { fields, file: screenshot } = await readForm(request, {
        fileField: 'screenshot',
        fileNoun: 'payment screenshot',
      });
      const parsed = CreateBookingSchema.safeParse(fields);
      if (!parsed.success) return reply.code(400).send(validationFailure(parsed.error.issues));
      const proof = screenshot
        ? await reencodeImage(screenshot, { subject: 'The payment screenshot', output: 'webp' })
        : undefined;
      const { confirmation, created } = await createBooking(db, parsed.data, proof, mail);
      return reply.code(created ? 201 : 200).send(confirmation);
    },
  );
};
