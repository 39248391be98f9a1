import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { API_PATHS } from '#shared/api-paths.ts';
import { AdminAppointmentSchema } from '#shared/appointments/appointment-schema.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';
import { APPOINTMENTS_KEY } from '#web/lib/admin/api/move-appointment.ts';
import { toQueryString } from '#web/lib/query-string.ts';
import type { DayRange } from '../appointment-range.ts';

const AdminAppointmentListSchema = z.array(AdminAppointmentSchema);

/** A day's or a week's appointments; the last range stays on screen while the next one loads. */
export const appointmentsQuery = (range: DayRange) =>
  queryOptions({
    queryKey: [...APPOINTMENTS_KEY, range.from, range.to],
    queryFn: ({ signal }) =>
      adminRequest(
        `${API_PATHS.admin.appointments}${toQueryString({ from: range.from, to: range.to })}`,
        AdminAppointmentListSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
