import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Inline code the pages carry, allowed by hash (web-pages/page-template.ts). */
export interface InlineSources {
  inlineScripts: string[];
  inlineStyles: string[];
}

/**
 * The Content-Security-Policy of every answer. Our pages load only their own files, and run only
 * the inline script and style sheet of the page template, each allowed by its hash (the page's
 * `<script type="application/json">` are data, never run; React sets `style` through the DOM,
 * which CSP allows). Images may also be data: URLs and blob: previews of a QR image before upload. `upi:`, `tel:`, `mailto:` and wa.me are links a
 * person follows, which CSP does not govern.
 */
export function contentSecurityPolicy(
  https: boolean,
  inline: InlineSources | null = null,
): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(inline?.inlineScripts ?? [])],
    'style-src': ["'self'", ...(inline?.inlineStyles ?? [])],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Over plain http (a local start) upgrading would break the page's own requests.
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Security headers on every answer, the SSE stream's included (helmet sets them on the raw
 * response before the route runs, and the stream's writeHead keeps them). HSTS only when the
 * site is served over https: sent over http it would lock a plain-http deployment out of browsers.
 *
 * helmet itself, configured once: its Fastify wrapper configured it again for every request,
 * rebuilding the same Content-Security-Policy each time.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { publicUrl, inline = null }: { publicUrl: string; inline?: InlineSources | null },
) {
  const https = new URL(publicUrl).protocol === 'https:';
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(https, inline) },
    // Not includeSubDomains: the site may live on a subdomain of a business domain whose other
    // hosts we know nothing about.
    strictTransportSecurity: https ? { maxAge: ONE_YEAR_S, includeSubDomains: false } : false,
    // Same-origin requests keep their Origin header (the admin API's same-origin check needs it),
    // other sites learn only our origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error) =>
      done(error instanceof Error ? error : undefined),
    );
  });
}
