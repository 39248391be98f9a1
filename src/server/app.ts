import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PageRenderer } from '../shared/site/page-renderer';
import { StorefrontSchema } from '../shared/storefront/storefront';
import type { AppDb } from './db/app-db';
import { registerApiCacheControl } from './http/api-cache-control';
import { BODY_LIMIT_BYTES } from './http/body-limit';
import { closeConnectionsWhileDraining } from './http/drain-on-close';
import { registerErrorHandling } from './http/error-handler';
import type { ErrorResponse } from './http/error-schema';
import {
  clientErrorHandler,
  fastifyServerOptions,
  SERVER_LIMITS,
  type ServerLimits,
} from './http/node-server';
import { refuseNulCharacters } from './http/refuse-nul';
import { responseSerializerCompiler } from './http/response-serializer';
import { defaultStreamLimits, type StreamLimits } from './http/stream-slots';
import type { ChangeChannel } from './live/change-channel';
import { type LogSettings, loggerOptions } from './logging/logger-options';
import { OneLinePerRequest } from './logging/request-log';
import type { MailContext } from './mail/mail-context';
import { STATEMENT_READ_LIMITS, type StatementReadLimits } from './payments/read-statement-file';
import { registerSecurityHeaders } from './plugins/security-headers';
import { createRateLimiter, unlimited } from './rate-limit/rate-limiter';
import { adminRoutes } from './routes/admin';
import { appointmentsRoutes } from './routes/appointments.routes';
import { bookingsRoutes } from './routes/bookings.routes';
import { healthRoutes } from './routes/health.routes';
import { leadsRoutes } from './routes/leads.routes';
import { paymentQrRoutes } from './routes/payment-qr.routes';
import { policiesRoutes } from './routes/policies.routes';
import { searchEnginesRoutes } from './routes/search-engines.routes';
import { storefrontRoutes } from './routes/storefront.routes';
import { trackingRoutes } from './routes/tracking.routes';
import { createPageSender, hasBuiltWebApp, webAppRoutes } from './routes/web-app.routes';
import type { Keyring } from './secrets/secret-box';
import { loadStorefront } from './storefront/load-storefront';
import { createStorefrontFeed } from './storefront/storefront-feed';
import { loadPageRenderer } from './web-pages/load-page-renderer';
import { readPageTemplate } from './web-pages/page-template';

export interface AppOptions {
  db: AppDb;
  changes: ChangeChannel;
  /** The site's address (links in mails, the same-origin check) and where admin notices go. */
  mail: MailContext;
  /** Folder of the built web app; the API alone is served when absent or unbuilt. */
  webRoot?: string;
  /**
   * Renders customer pages into the web app's page: the one built beside `webRoot` unless given
   * (tests give their own); without one the browser renders them.
   */
  renderPage?: PageRenderer;
  /** Per-address, per-account and per-recipient limits; only load benchmarks turn them off. */
  rateLimits?: boolean;
  /** Off when absent; when on, always through the masking rules (logging/logger-options). */
  logger?: LogSettings | false;
  /**
   * The reverse proxies (addresses, CIDRs or proxy-addr names like "loopback") whose
   * X-Forwarded-For names the client: per-address limits must see customers, not the proxy.
   */
  trustProxy?: string;
  /** Timeouts and the longest URL (SERVER_LIMITS); tests shorten the timeouts. */
  serverLimits?: Partial<ServerLimits>;
  /** Live-update streams per address and in all (defaultStreamLimits). */
  streamLimits?: StreamLimits;
  /**
   * Whether accounts that must have two-factor sign-in (owners; staff when the owner says so)
   * are held to it: until they set it up they reach only that page. On unless turned off: the
   * server turns it off only for ADMIN_TWO_FACTOR=optional, API tests unless they test it.
   */
  enforceTwoFactor?: boolean;
  /**
   * The statement reader's time, memory and concurrency limits (STATEMENT_READ_LIMITS); tests
   * that are not about the limits give it more time, as a loaded machine may need.
   */
  statementReadLimits?: StatementReadLimits;
  /** The keys that seal two-factor secrets (SECRETS_KEY or the key file: decision 0038). */
  secrets: Keyring;
}

/** Builds the whole HTTP application; server.ts only starts it, tests inject into it. */
export async function buildApp({
  db,
  changes,
  mail: mailOptions,
  webRoot,
  renderPage,
  rateLimits = true,
  logger = false,
  trustProxy,
  serverLimits,
  streamLimits = defaultStreamLimits(),
  enforceTwoFactor = true,
  statementReadLimits = STATEMENT_READ_LIMITS,
  secrets,
}: AppOptions): Promise<FastifyInstance> {
  // The cap on mails per address is one of the limits benchmarks turn off.
  const mail = rateLimits ? mailOptions : { ...mailOptions, recipientCaps: false };
  const app = Fastify({
    ...fastifyServerOptions({ ...SERVER_LIMITS, ...serverLimits }),
    clientErrorHandler,
    logger: logger ? loggerOptions(logger) : false,
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxy ?? false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandling(app);
  registerApiCacheControl(app);
  closeConnectionsWhileDraining(app);
  refuseNulCharacters(app);
  // The API speaks JSON and multipart only; anything else is a clear 415.
  app.removeContentTypeParser('text/plain');

  const pageTemplate =
    webRoot !== undefined && hasBuiltWebApp(webRoot) ? readPageTemplate(webRoot) : null;
  registerSecurityHeaders(app, { publicUrl: mail.publicUrl, inline: pageTemplate });
  await app.register(cookie);
  await app.register(multipart);
  await app.register(healthRoutes, { db });
  const feed = createStorefrontFeed({
    // Only what the schema names is ever sent (as the response serializers do elsewhere).
    load: async () => StorefrontSchema.parse(await loadStorefront(db.kysely)),
    changes,
    onError: (error) =>
      app.log.error({ err: error }, 'storefront reload failed; serving the last one'),
    outsideWrites: db.dataVersion,
  });
  app.addHook('onClose', async () => feed.close());
  await app.register(storefrontRoutes, { feed, streamLimits });
  await app.register(searchEnginesRoutes, { publicUrl: mail.publicUrl, feed });
  const limiter = rateLimits ? createRateLimiter(db.kysely) : unlimited;
  await app.register(bookingsRoutes, { db, mail, limiter });
  await app.register(appointmentsRoutes, { db });
  await app.register(paymentQrRoutes, { db, limiter });
  await app.register(leadsRoutes, { db, mail, limiter });
  await app.register(trackingRoutes, { db, limiter, mail });
  await app.register(policiesRoutes, { db });
  await app.register(adminRoutes, {
    db,
    changes,
    mail,
    limiter,
    enforceTwoFactor,
    statementReadLimits,
    secrets,
  });

  const sendPage =
    pageTemplate && webRoot !== undefined
      ? createPageSender({
          template: pageTemplate,
          feed,
          publicUrl: mail.publicUrl,
          renderPage: renderPage ?? (await loadPageRenderer(webRoot)),
          log: app.log,
        })
      : null;
  if (sendPage && webRoot) await app.register(webAppRoutes, { webRoot, sendPage });

  // Client-side routes (and /) get the app's page; unknown API paths a JSON 404.
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/');
    if (sendPage && isPage) return sendPage(request, reply);
    return reply.code(404).send({ message: 'Not found.' } satisfies ErrorResponse);
  });
  return app;
}
