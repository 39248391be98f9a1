import type { CookieSerializeOptions } from '@fastify/cookie';
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
