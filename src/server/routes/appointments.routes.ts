import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDb } from '#server/db/app-db.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { getAppointmentRules } from '#server/repositories/appointment-rules.repository.ts';
import { bookedBetween } from '#server/repositories/appointment-slots.repository.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import {
  AvailabilityQuerySchema,
  AvailabilitySchema,
} from '#shared/appointments/appointment-schema.ts';
import { availability, indiaNow, LAST_BOOKABLE_OFFSET } from '#shared/appointments/availability.ts';
import { addDays } from '#shared/site/india-time.ts';

/** The fitting calendar customers choose from: the next four weeks, with the places left. */
export const appointmentsRoutes: FastifyPluginAsyncZod<{ db: AppDb }> = async (app, { db }) => {
  app.get(
    API_PATHS.appointments,
    {
      schema: {
        querystring: AvailabilityQuerySchema,
        response: { 200: AvailabilitySchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { installation } = request.query;
      const { today } = indiaNow(new Date());
      const rules = await getAppointmentRules(db.kysely);
      const booked = await bookedBetween(
        db.kysely,
        installation,
        today,
        addDays(today, LAST_BOOKABLE_OFFSET),
      );
      // Places change with every booking: never from a cache.
      reply.header('cache-control', 'no-store');
      return { today, installation, days: availability(rules, today, installation, booked) };
    },
  );
};
