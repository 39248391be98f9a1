import type { CookieSerializeOptions } from '@fastify/cookie';
import { API_PATHS } from '../../shared/api-paths';
import { PENDING_SIGN_IN_TTL_MS } from './pending-sign-in';
import { SESSION_TTL_MS } from './sessions';

export const SESSION_COOKIE = 'hsrp_admin_session';

/** httpOnly (no script reads it), SameSite=Lax (no cross-site POST carries it), Secure on https. */
export function sessionCookieOptions(secure: boolean): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  };
}

export const PENDING_SIGN_IN_COOKIE = 'hsrp_admin_sign_in';

/** A pending sign-in's cookie: as the session's, but sent only to the sign-in routes, for minutes. */
export function pendingSignInCookieOptions(secure: boolean): CookieSerializeOptions {
  return {
    ...sessionCookieOptions(secure),
    path: API_PATHS.admin.session,
    maxAge: Math.floor(PENDING_SIGN_IN_TTL_MS / 1000),
  };
}
