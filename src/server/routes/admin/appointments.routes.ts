import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { listAdminAppointments } from '#server/appointments/admin-appointments.ts';
import { auditActor } from '#server/auth/audit-actor.ts';
import { centreFilter } from '#server/auth/centre-scope.ts';
import { moveAppointmentByStaff } from '#server/bookings/move-appointment-by-staff.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { AdminBookingSchema } from '#shared/admin/admin-bookings.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { AppointmentMoveSchema } from '#shared/appointments/appointment-fields.ts';
import {
  AdminAppointmentSchema,
  AdminAppointmentsQuerySchema,
} from '#shared/appointments/appointment-schema.ts';
import type { AdminContext } from './admin-context.ts';

const BookingIdParamsSchema = z.object({ id: z.string().max(100) });

/**
 * Fitting appointments (docs/product.md#appointments): the staff's day and week views, moves. Each
 * centre's rules are the centres' routes' (centres.routes.ts).
 */
export const adminAppointmentsRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, ctx) => {
  app.get(
    API_PATHS.admin.appointments,
    {
      schema: {
        querystring: AdminAppointmentsQuerySchema,
        response: { 200: z.array(AdminAppointmentSchema), '4xx': ErrorResponseSchema },
      },
    },
    (request) =>
      listAdminAppointments(
        ctx.db.kysely,
        request.query.from,
        request.query.to,
        centreFilter(request),
      ),
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
