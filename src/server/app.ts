import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDb } from '#server/db/app-db.ts';
import { registerApiCacheControl } from '#server/http/api-cache-control.ts';
import { BODY_LIMIT_BYTES } from '#server/http/body-limit.ts';
import { closeConnectionsWhileDraining } from '#server/http/drain-on-close.ts';
import { registerErrorHandling } from '#server/http/error-handler.ts';
import type { ErrorResponse } from '#server/http/error-schema.ts';
import {
  clientErrorHandler,
  fastifyServerOptions,
  SERVER_LIMITS,
  type ServerLimits,
} from '#server/http/node-server.ts';
import { refuseNulCharacters } from '#server/http/refuse-nul.ts';
import { responseSerializerCompiler } from '#server/http/response-serializer.ts';
import { defaultStreamLimits, type StreamLimits } from '#server/http/stream-slots.ts';
import type { ChangeChannel } from '#server/live/change-channel.ts';
import { type LogSettings, loggerOptions } from '#server/logging/logger-options.ts';
import { OneLinePerRequest } from '#server/logging/request-log.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import type { Msg91Config } from '#server/messaging/sms/msg91-config.ts';
import type { WhatsAppConfig } from '#server/messaging/whatsapp/whatsapp-config.ts';
import {
  STATEMENT_READ_LIMITS,
  type StatementReadLimits,
} from '#server/payments/read-statement-file.ts';
import { registerSecurityHeaders } from '#server/plugins/security-headers.ts';
import { createRateLimiter, unlimited } from '#server/rate-limit/rate-limiter.ts';
import { adminRoutes } from '#server/routes/admin/index.ts';
import { appointmentsRoutes } from '#server/routes/appointments.routes.ts';
import { bookingsRoutes } from '#server/routes/bookings.routes.ts';
import { complaintsRoutes } from '#server/routes/complaints.routes.ts';
import { healthRoutes } from '#server/routes/health.routes.ts';
import { leadsRoutes } from '#server/routes/leads.routes.ts';
import { mobileCodesRoutes } from '#server/routes/mobile-codes.routes.ts';
import { paymentQrRoutes } from '#server/routes/payment-qr.routes.ts';
import { policiesRoutes } from '#server/routes/policies.routes.ts';
import { searchEnginesRoutes } from '#server/routes/search-engines.routes.ts';
import { storefrontRoutes } from '#server/routes/storefront.routes.ts';
import { trackingRoutes } from '#server/routes/tracking.routes.ts';
import { createPageSender, hasBuiltWebApp, webAppRoutes } from '#server/routes/web-app.routes.ts';
import { webhooksRoutes } from '#server/routes/webhooks.routes.ts';
import type { Keyring } from '#server/secrets/secret-box.ts';
import { loadStorefront } from '#server/storefront/load-storefront.ts';
import { createStorefrontFeed } from '#server/storefront/storefront-feed.ts';
import { loadPageRenderer } from '#server/web-pages/load-page-renderer.ts';
import { readPageTemplate } from '#server/web-pages/page-template.ts';
import type { PageRenderer } from '#shared/site/page-renderer.ts';
import { StorefrontSchema } from '#shared/storefront/storefront.ts';

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
  /** The WhatsApp channel (readWhatsAppConfig); absent: off, its webhook answers 404. */
  whatsapp?: WhatsAppConfig;
  /** The SMS channel (readMsg91Config); absent: off, its delivery-report webhook answers 404. */
  msg91?: Msg91Config;
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
  whatsapp,
  msg91,
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
    load: async () => StorefrontSchema.parse(await loadStorefront(db.kysely, mail.textChannels)),
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
  await app.register(complaintsRoutes, { db, mail, limiter });
  await app.register(mobileCodesRoutes, { db, mail, limiter });
  await app.register(trackingRoutes, { db, limiter, mail });
  await app.register(policiesRoutes, { db });
  await app.register(webhooksRoutes, { db, limiter, whatsapp, msg91 });
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
