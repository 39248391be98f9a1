import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '../../shared/api-paths';
import { BookingSchema } from '../../shared/booking/booking';
import { CreateBookingSchema } from '../../shared/booking/booking-schema';
import { createBooking } from '../bookings/create-booking';
import type { AppDb } from '../db/app-db';
import { ErrorResponseSchema, validationFailure } from '../http/error-schema';
import { readForm } from '../http/read-form';
import { reencodeImage } from '../images/reencode-image';
import type { MailContext } from '../mail/mail-context';

export const bookingsRoutes: FastifyPluginAsyncZod<{ db: AppDb; mail: MailContext }> = async (
  app,
  { db, mail },
) => {
  app.post(
    API_PATHS.bookings,
    {
      schema: {
        response: {
          200: BookingSchema,
          201: BookingSchema,
          '4xx': ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { fields, file: screenshot } = await readForm(request, {
        fileField: 'screenshot',
        fileNoun: 'payment screenshot',
      });
      const parsed = CreateBookingSchema.safeParse(fields);
      if (!parsed.success) return reply.code(400).send(validationFailure(parsed.error.issues));
      const proof = screenshot
        ? await reencodeImage(screenshot, { subject: 'The payment screenshot', output: 'webp' })
        : undefined;
      const { booking, created } = await createBooking(db, parsed.data, proof, mail);
      return reply.code(created ? 201 : 200).send(booking);
    },
  );
};
