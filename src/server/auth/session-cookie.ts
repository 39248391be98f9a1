import type { CookieSerializeOptions } from '@fastify/cookie';
import { API_PATHS } from '#shared/api-paths.ts';
import { DEVICE_COOKIE_TTL_MS } from './device-cookie.ts';
import { PENDING_SIGN_IN_TTL_MS } from './pending-sign-in.ts';
import { SESSION_TTL_MS } from './sessions.ts';

export interface Cookie {
  name: string;
  options: CookieSerializeOptions;
}

export interface AdminCookies {
  session: Cookie;
  /** A sign-in that passed the password step and waits for a code. */
  pendingSignIn: Cookie;
  /** This browser has signed in to an account before (device-cookie): its own sign-in limit. */
  device: Cookie;
}

const SESSION_COOKIE = 'hsrp_admin_session';
const PENDING_SIGN_IN_COOKIE = 'hsrp_admin_sign_in';
const DEVICE_COOKIE = 'hsrp_admin_device';

/**
 * The admin area's cookies for the site at `publicUrl`. All are httpOnly (no script reads them),
 * SameSite=Lax (no cross-site POST carries them) and Secure on https. On https the session's name
 * has the __Host- prefix: browsers then take it only from this host, over https, for the whole
 * site, so neither a neighbouring subdomain nor a plain-http page can plant or overwrite it.
 * (A browser holding a session under the old name is asked to sign in again.) The pending
 * sign-in's and the device's cookies go only to the sign-in routes, so they cannot have the
 * prefix (it needs Path=/).
 */
export function adminCookies(publicUrl: string): AdminCookies {
  const secure = publicUrl.startsWith('https:');
  const session: CookieSerializeOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  };
  return {
    session: { name: secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE, options: session },
    pendingSignIn: {
      name: PENDING_SIGN_IN_COOKIE,
      options: {
        ...session,
        path: API_PATHS.admin.session,
        maxAge: Math.floor(PENDING_SIGN_IN_TTL_MS / 1000),
      },
    },
    device: {
      name: DEVICE_COOKIE,
      options: {
        ...session,
        path: API_PATHS.admin.session,
        maxAge: Math.floor(DEVICE_COOKIE_TTL_MS / 1000),
      },
    },
  };
}
