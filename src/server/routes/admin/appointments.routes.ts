import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { listAdminAppointments } from '#server/appointments/admin-appointments.ts';
import { auditActor } from '#server/auth/audit-actor.ts';
import { moveAppointmentByStaff } from '#server/bookings/move-appointment-by-staff.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import { getAppointmentRules } from '#server/repositories/appointment-rules.repository.ts';
import { changeAppointmentRules } from '#server/settings/change-settings.ts';
import { AdminBookingSchema } from '#shared/admin/admin-bookings.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { AppointmentMoveSchema } from '#shared/appointments/appointment-fields.ts';
import { AppointmentRulesSchema } from '#shared/appointments/appointment-rules.ts';
import {
  AdminAppointmentSchema,
  AdminAppointmentsQuerySchema,
} from '#shared/appointments/appointment-schema.ts';
import { FORM_MESSAGES } from '#shared/validation/form-messages.ts';
import { SINGLE_LINE } from '#shared/validation/text-rules.ts';
import type { AdminContext } from './admin-context.ts';

const BookingIdParamsSchema = z.object({ id: z.string().max(100) });

/**
 * Fitting appointments (docs/product.md#appointments): the owner's rules, the staff's day and week
 * views, moves.
 */
export const adminAppointmentsRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, ctx) => {
  const rulesResponse = { 200: AppointmentRulesSchema, '4xx': ErrorResponseSchema };

  app.get(API_PATHS.admin.appointmentRules, { schema: { response: rulesResponse } }, () =>
    getAppointmentRules(ctx.db.kysely),
  );

  // The customers' calendar reads the rules on each request, so the change shows at once.
  app.put(
    API_PATHS.admin.appointmentRules,
    { schema: { body: AppointmentRulesSchema, response: rulesResponse } },
    async (request) => {
      // Checked here, not in the shared schema the customers' calendar downloads (its bytes).
      if (request.body.holidays.some(({ name }) => !SINGLE_LINE.test(name))) {
        throw new HttpError(400, FORM_MESSAGES.noControlCharacters);
      }
      await changeAppointmentRules(ctx.db.kysely, request.body, auditActor(request));
      return request.body;
    },
  );

  app.get(
    API_PATHS.admin.appointments,
    {
      schema: {
        querystring: AdminAppointmentsQuerySchema,
        response: { 200: z.array(AdminAppointmentSchema), '4xx': ErrorResponseSchema },
      },
    },
    (request) => listAdminAppointments(ctx.db.kysely, request.query.from, request.query.to),
  );

  app.put(
    API_PATHS.admin.bookingAppointmentRoute,
    {
      schema: {
        params: BookingIdParamsSchema,
        body: AppointmentMoveSchema,
        response: { 200: AdminBookingSchema, '4xx': ErrorResponseSchema },
      },
    },
    (request) =>
      moveAppointmentByStaff(
        ctx.db.kysely,
        request.params.id,
        request.body,
        auditActor(request),
        ctx.mail,
      ),
  );
};
