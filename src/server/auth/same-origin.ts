import type { FastifyRequest } from 'fastify';
import { HttpError } from '#server/http/http-error.ts';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * onRequest hook refusing state-changing requests that a browser sent from another site: their
 * Origin (or, failing that, Referer) must be this site's. Requests naming neither are refused too.
 * This site is PUBLIC_URL's origin. Only while PUBLIC_URL is unset (`publicUrlGuessed`: a
 * developer's machine, reached as localhost or 127.0.0.1 alike) is the address the request was
 * sent to taken as well: the Host header is the sender's to write, so with it alone any site
 * that names itself there would pass.
 */
export function requireSameOrigin(publicUrl: string, publicUrlGuessed = false) {
  const publicOrigin = new URL(publicUrl).origin;
  return async (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method)) return;
    const claimed = request.headers.origin ?? originOf(request.headers.referer);
    const ownOrigin = publicUrlGuessed ? `${request.protocol}://${request.host}` : publicOrigin;
    if (claimed !== publicOrigin && claimed !== ownOrigin) {
      throw new HttpError(403, ADMIN_MESSAGES.crossSiteRefused);
    }
  };
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
