import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths.ts';
import { type FittingCentreInput, FittingCentreSchema } from '#shared/centres/fitting-centre.ts';
import { type ServiceAreaList, ServiceAreaListSchema } from '#shared/centres/service-areas.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';
import { centresQuery } from '#web/lib/admin/api/centres.ts';
import { invalidateAppointments } from '#web/lib/admin/api/move-appointment.ts';
import { jsonRequest } from '#web/lib/api-client.ts';

/** Adds a centre (no id) or saves one; the list, the day views and the calendars follow. */
export function useSaveCentre(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FittingCentreInput) =>
      adminRequest(
        id ? API_PATHS.admin.centre(id) : API_PATHS.admin.centres,
        FittingCentreSchema,
        jsonRequest(id ? 'PUT' : 'POST', input),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: centresQuery.queryKey }),
        invalidateAppointments(queryClient),
      ]),
  });
}

export const serviceAreasQuery = queryOptions({
  queryKey: ['service-areas'],
  queryFn: ({ signal }) =>
    adminRequest(API_PATHS.admin.serviceAreas, ServiceAreaListSchema, { signal }),
});

export function useSaveServiceAreas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (list: ServiceAreaList) =>
      adminRequest(API_PATHS.admin.serviceAreas, ServiceAreaListSchema, jsonRequest('PUT', list)),
    onSuccess: (saved) => queryClient.setQueryData(serviceAreasQuery.queryKey, saved),
  });
}
