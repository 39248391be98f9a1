import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { auditActor } from '#server/auth/audit-actor.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import { listCentres } from '#server/repositories/fitting-centres.repository.ts';
import { listServiceAreas } from '#server/repositories/service-areas.repository.ts';
import {
  addCentre,
  areasOf,
  changeCentre,
  changeServiceAreas,
} from '#server/settings/change-centres.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import {
  type FittingCentreInput,
  FittingCentreInputSchema,
  FittingCentreSchema,
} from '#shared/centres/fitting-centre.ts';
import { ServiceAreaListSchema } from '#shared/centres/service-areas.ts';
import { FORM_MESSAGES } from '#shared/validation/form-messages.ts';
import { SINGLE_LINE } from '#shared/validation/text-rules.ts';
import type { AdminContext } from './admin-context.ts';

const CentreIdParamsSchema = z.object({ id: z.string().max(100) });

// Checked here, not in the shared rules schema the customers' calendar downloads (its bytes).
function refuseControlCharacters(input: FittingCentreInput) {
  if (input.rules.holidays.some(({ name }) => !SINGLE_LINE.test(name))) {
    throw new HttpError(400, FORM_MESSAGES.noControlCharacters);
  }
}

/**
 * Fitting centres and home service areas (decision 0051): every role reads the centres (the day
 * view and the move dialogs name them); the owner adds and changes them and says where home
 * fitting is offered. Customers' pages read them on each request, so a change shows at once.
 */
export const adminCentresRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, ctx) => {
  const centreResponse = { '4xx': ErrorResponseSchema };

  app.get(
    API_PATHS.admin.centres,
    { schema: { response: { 200: z.array(FittingCentreSchema), ...centreResponse } } },
    () => listCentres(ctx.db.kysely),
  );

  app.post(
    API_PATHS.admin.centres,
    {
      schema: {
        body: FittingCentreInputSchema,
        response: { 201: FittingCentreSchema, ...centreResponse },
      },
    },
    async (request, reply) => {
      refuseControlCharacters(request.body);
      const added = await addCentre(ctx.db.kysely, request.body, auditActor(request));
      return reply.code(201).send(added);
    },
  );

  app.put(
    API_PATHS.admin.centreRoute,
    {
      schema: {
        params: CentreIdParamsSchema,
        body: FittingCentreInputSchema,
        response: { 200: FittingCentreSchema, ...centreResponse },
      },
    },
    (request) => {
      refuseControlCharacters(request.body);
      return changeCentre(ctx.db.kysely, request.params.id, request.body, auditActor(request));
    },
  );

  const areasResponse = { 200: ServiceAreaListSchema, '4xx': ErrorResponseSchema };

  app.get(API_PATHS.admin.serviceAreas, { schema: { response: areasResponse } }, async () => ({
    areas: areasOf({ areas: await listServiceAreas(ctx.db.kysely) }),
  }));

  app.put(
    API_PATHS.admin.serviceAreas,
    { schema: { body: ServiceAreaListSchema, response: areasResponse } },
    (request) => changeServiceAreas(ctx.db.kysely, request.body, auditActor(request)),
  );
};
