import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_MESSAGES } from '../../shared/admin/admin-messages';
import type { AppDb } from '../db/app-db';
import { HttpError } from '../http/http-error';
import { SESSION_COOKIE } from './session-cookie';
import { resolveSession, type SessionAccount } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin, set by requireAdmin. */
    admin: SessionAccount | null;
  }
}

/** preHandler for admin routes: 401 without a live session, 403 for an account without rights. */
export function requireAdmin(db: AppDb) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    const account = token ? await resolveSession(db.kysely, token) : undefined;
    if (!account) throw new HttpError(401, ADMIN_MESSAGES.signInRequired);
    if (!account.isAdmin) throw new HttpError(403, ADMIN_MESSAGES.notAuthorized);
    request.admin = account;
  };
}

/** The admin set by requireAdmin; a route that calls this without the guard is a bug. */
export function signedInAdmin(request: FastifyRequest): SessionAccount {
  if (!request.admin) throw new Error('admin route registered without requireAdmin');
  return request.admin;
}
