import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { API_PATHS } from '#shared/api-paths.ts';
import { type FittingCentre, FittingCentreSchema } from '#shared/centres/fitting-centre.ts';
import { adminRequest } from './admin-client.ts';

const CentreListSchema = z.array(FittingCentreSchema);

/**
 * Every fitting centre, open or closed, in the owner's order: the owner's Centres page, the day
 * view's Centre filter, and the centre a booking's details name.
 */
export const centresQuery = queryOptions({
  queryKey: ['centres'],
  queryFn: ({ signal }) => adminRequest(API_PATHS.admin.centres, CentreListSchema, { signal }),
});

/** A centre's name by its id; blank while the list loads or for one it does not hold. */
export const centreName = (centres: readonly FittingCentre[] | undefined, id: string | undefined) =>
  centres?.find((centre) => centre.id === id)?.name ?? '';
