import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { AppDb } from '#server/db/app-db.ts';
import type { Database } from '#server/db/schema.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { keyedError } from '#server/http/http-error.ts';
import { bookedBetween } from '#server/repositories/appointment-slots.repository.ts';
import {
  findCentre,
  firstActiveCentre,
  listCentres,
} from '#server/repositories/fitting-centres.repository.ts';
import { areaServing } from '#server/repositories/service-areas.repository.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import {
  AvailabilityQuerySchema,
  AvailabilitySchema,
} from '#shared/appointments/appointment-schema.ts';
import { availability, indiaNow, LAST_BOOKABLE_OFFSET } from '#shared/appointments/availability.ts';
import type { Installation } from '#shared/booking/booking-schema.ts';
import { type FittingCentre, publicCentre } from '#shared/centres/fitting-centre.ts';
import { FittingPlacesQuerySchema, FittingPlacesSchema } from '#shared/centres/fitting-places.ts';
import { nearestFirst } from '#shared/centres/nearest-centres.ts';
import { addDays } from '#shared/site/india-time.ts';

/** The centre's next four weeks for one kind of fitment, with the places left. */
async function calendar(
  db: Kysely<Database>,
  centre: FittingCentre,
  installation: Installation,
  today: string,
) {
  const booked = await bookedBetween(
    db,
    centre.id,
    installation,
    today,
    addDays(today, LAST_BOOKABLE_OFFSET),
  );
  return availability(centre.rules, today, installation, booked);
}

/**
 * Where and when plates can be fitted: the fitting places for a PIN, and a centre's calendar.
 * Places change with every booking: neither answer is ever taken from a cache.
 */
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
      const { installation, centre: centreId } = request.query;
      const centre = centreId
        ? await findCentre(db.kysely, centreId)
        : await firstActiveCentre(db.kysely);
      if (!centre?.active) throw keyedError(404, 'centreUnavailable', 'centreId');
      const { today } = indiaNow(new Date());
      const days = await calendar(db.kysely, centre, installation, today);
      reply.header('cache-control', 'no-store');
      return { today, installation, centreId: centre.id, days };
    },
  );

  app.get(
    API_PATHS.fittingPlaces,
    {
      schema: {
        querystring: FittingPlacesQuerySchema,
        response: { 200: FittingPlacesSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { pincode } = request.query;
      const { today } = indiaNow(new Date());
      const open = (await listCentres(db.kysely)).filter((centre) => centre.active);
      const area = await areaServing(db.kysely, pincode);
      const home = open.find((centre) => centre.id === area?.centreId);
      const centres = await Promise.all(
        nearestFirst(open, pincode).map(async (centre) => {
          const days = await calendar(db.kysely, centre, 'dealer', today);
          const nextOpenDay = days.find((day) => day.state === 'open')?.day ?? null;
          return { ...publicCentre(centre), nextOpenDay };
        }),
      );
      reply.header('cache-control', 'no-store');
      const charges = area?.homeCharges ?? {};
      return { pincode, home: home ? { centreId: home.id, charges } : null, centres };
    },
  );
};
