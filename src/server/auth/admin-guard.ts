import type { FastifyRequest } from 'fastify';
import type { AppDb } from '#server/db/app-db.ts';
import { HttpError } from '#server/http/http-error.ts';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { roleMayUse } from '#shared/admin/staff-roles.ts';
import { TWO_FACTOR_MESSAGES } from '#shared/admin/two-factor-messages.ts';
import { centreScopeOf, checkCentreScope } from './centre-scope.ts';
import { PUBLIC, routeArea } from './route-access.ts';
import { resolveSession, type SessionAccount } from './sessions.ts';
import { mustSetUpTwoFactor } from './two-factor-requirement.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin, set by guardAdminRoute. */
    admin: SessionAccount | null;
  }
}

/**
 * onRequest hook for every admin route, from the one route table (route-access): public routes
 * pass; others need a live session of an active account (401) whose role the route allows (403),
 * and, but for the account's own routes (who am I, two-factor set-up), two-factor sign-in where
 * it is required (403 until set up; `enforceTwoFactor` is AppOptions'). It runs before the body
 * is read, so nobody without a session learns what a body should hold. A route missing from the
 * table is refused to everyone. A staff account limited to fitting centres is held to them
 * (centre-scope). `sessionCookie` is the session cookie's name (adminCookies).
 */
export function guardAdminRoute(db: AppDb, enforceTwoFactor: boolean, sessionCookie: string) {
  return async (request: FastifyRequest) => {
    const area = routeArea(request.method, request.routeOptions.url);
    if (area === PUBLIC) return;
    const token = request.cookies[sessionCookie];
    const account = token ? await resolveSession(db.kysely, token) : undefined;
    if (!account) throw new HttpError(401, ADMIN_MESSAGES.signInRequired);
    if (!area || !roleMayUse(account.role, area)) {
      throw new HttpError(403, ADMIN_MESSAGES.roleNotAllowed);
    }
    if (area !== 'account' && (await mustSetUpTwoFactor(db.kysely, account, enforceTwoFactor))) {
      throw new HttpError(403, TWO_FACTOR_MESSAGES.setupRequired);
    }
    const scope = await centreScopeOf(db.kysely, account);
    await checkCentreScope(db.kysely, scope, area, request.routeOptions.url, request.params);
    request.admin = account;
    request.centreScope = scope;
  };
}

/** The admin set by guardAdminRoute; a route that calls this without the guard is a bug. */
export function signedInAdmin(request: FastifyRequest): SessionAccount {
  if (!request.admin) throw new Error('admin route registered without guardAdminRoute');
  return request.admin;
}
