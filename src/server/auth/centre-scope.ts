import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import { centreOfBooking, centresOfAdmin } from '#server/repositories/admin-centres.repository.ts';
import { STAFF_MESSAGES } from '#shared/admin/staff.ts';
import { type AdminArea, EVERY_CENTRE_AREAS, type Role } from '#shared/admin/staff-roles.ts';

/**
 * Which fitting centres' bookings and appointments an admin sees and changes (issue 38): 'all',
 * or the staff account's own list. Owners are never limited; staff without rows see every centre.
 */
export type CentreScope = 'all' | readonly string[];

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin's centres, set by guardAdminRoute with the session. */
    centreScope: CentreScope;
  }
}

/** An account's scope, read each request (as its role is): a change counts at once. */
export async function centreScopeOf(
  db: Kysely<Database>,
  account: { adminId: string; role: Role },
): Promise<CentreScope> {
  if (account.role === 'owner') return 'all';
  const centreIds = await centresOfAdmin(db, account.adminId);
  return centreIds.length === 0 ? 'all' : centreIds;
}

/** The centres to filter a list by: undefined for every centre. */
export function centreFilter(request: FastifyRequest): readonly string[] | undefined {
  const scope = request.centreScope ?? 'all';
  return scope === 'all' ? undefined : scope;
}

/** Every route on one booking: its pattern begins with this (api-paths' booking…Route). */
const ONE_BOOKING_ROUTE = '/api/admin/bookings/:id/';

/**
 * The guard's centre check, after the role's: a limited account may not use the payment desk
 * (it confirms bookings of every centre a bank line matches), nor any route on another centre's
 * booking (403 with a readable message). An unknown booking passes: its route answers 404.
 */
export async function checkCentreScope(
  db: Kysely<Database>,
  scope: CentreScope,
  area: AdminArea,
  routeUrl: string | undefined,
  params: unknown,
): Promise<void> {
  if (scope === 'all') return;
  if (EVERY_CENTRE_AREAS.includes(area))
    throw new HttpError(403, STAFF_MESSAGES.paymentDeskAllCentres);
  if (!routeUrl?.startsWith(ONE_BOOKING_ROUTE)) return;
  const id = (params as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string' || id.length > 100) return;
  const centreId = await centreOfBooking(db, id);
  if (centreId !== undefined && !scope.includes(centreId)) {
    throw new HttpError(403, STAFF_MESSAGES.otherCentre);
  }
}
