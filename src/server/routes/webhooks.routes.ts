import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { AppDb } from '#server/db/app-db.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import { keepRawBodies, rawBodyOf } from '#server/http/raw-body.ts';
import {
  msg91Reports,
  recordDeliveryReports,
  whatsAppReports,
} from '#server/messaging/delivery-reports.ts';
import type { Msg91Config } from '#server/messaging/sms/msg91-config.ts';
import {
  isAuthorisedReport,
  readDeliveryReports,
} from '#server/messaging/sms/msg91-delivery-report.ts';
import type { WhatsAppConfig } from '#server/messaging/whatsapp/whatsapp-config.ts';
import {
  isSignedByMeta,
  readStatuses,
  verifySubscription,
} from '#server/messaging/whatsapp/whatsapp-webhook.ts';
import { clientAddressKey } from '#server/rate-limit/client-address.ts';
import type { RateLimiter } from '#server/rate-limit/rate-limiter.ts';

/** The providers' delivery reports come here; these addresses go into their dashboards. */
export const WEBHOOK_PATHS = {
  whatsapp: '/webhooks/whatsapp',
  msg91Route: '/webhooks/msg91/:token',
  msg91: (token: string) => `/webhooks/msg91/${encodeURIComponent(token)}`,
};

/**
 * Refused requests per address. Only refusals count, so a provider's bursts are never held up;
 * someone guessing a token or a signature is, soon.
 */
export const WEBHOOK_REFUSAL_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 };

const VerificationQuerySchema = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(100).optional(),
});
const TokenParamsSchema = z.object({ token: z.string().max(500) });
const ReceivedSchema = z.object({ received: z.number() });
const answers = { 200: ReceivedSchema, '4xx': ErrorResponseSchema };

const WHATSAPP_OFF = 'WhatsApp is not set up on this site.';
const MSG91_REPORTS_OFF = 'Delivery reports from MSG91 are not set up on this site.';

/**
 * WhatsApp's and MSG91's webhooks: Meta's check of the address, and the delivery reports that
 * move each text message's status on. Outside /api: the callers are providers, not our pages.
 * A provider not configured answers 404; a report not signed (WhatsApp) or not carrying the
 * token (MSG91) changes nothing and answers 401.
 */
export const webhooksRoutes: FastifyPluginAsyncZod<{
  db: AppDb;
  limiter: RateLimiter;
  whatsapp?: WhatsAppConfig;
  msg91?: Msg91Config;
}> = async (app, { db, limiter, whatsapp, msg91 }) => {
  // WhatsApp signs the exact bytes; MSG91 posts forms or JSON: both are read here, raw.
  keepRawBodies(app);

  /** A refusal, counted against the sender's address; 429 once it has had its share. */
  async function refuse(request: FastifyRequest, status: number, message: string) {
    const key = `webhook:address:${clientAddressKey(request.ip)}`;
    if (await limiter.isLimited(key, WEBHOOK_REFUSAL_LIMIT)) {
      return new HttpError(429, 'Too many refused requests. Please try again later.');
    }
    await limiter.hit(key, WEBHOOK_REFUSAL_LIMIT);
    return new HttpError(status, message);
  }

  app.get(
    WEBHOOK_PATHS.whatsapp,
    {
      schema: {
        querystring: VerificationQuerySchema,
        response: { 200: z.string(), '4xx': ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!whatsapp) throw new HttpError(404, WHATSAPP_OFF);
      const challenge = verifySubscription(request.query, whatsapp.verifyToken);
      if (challenge === null) {
        throw await refuse(request, 403, 'The verify token does not match this site’s.');
      }
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },
  );

  app.post(WEBHOOK_PATHS.whatsapp, { schema: { response: answers } }, async (request) => {
    if (!whatsapp) throw new HttpError(404, WHATSAPP_OFF);
    const raw = rawBodyOf(request);
    const given = request.headers['x-hub-signature-256'];
    const signature = typeof given === 'string' ? given : undefined;
    if (!isSignedByMeta(raw, signature, whatsapp.appSecret)) {
      throw await refuse(request, 401, 'The event is not signed with this site’s app secret.');
    }
    const reports = whatsAppReports(readStatuses(parseJson(raw)), whatsapp.phoneNumberId);
    // Events other than statuses (a customer's reply) are signed too, and acknowledged.
    await recordDeliveryReports(db.kysely, reports, request.log);
    return { received: reports.length };
  });

  app.post(
    WEBHOOK_PATHS.msg91Route,
    { schema: { params: TokenParamsSchema, response: answers } },
    async (request) => {
      if (!msg91?.webhookToken) throw new HttpError(404, MSG91_REPORTS_OFF);
      if (!isAuthorisedReport(request.params.token, msg91.webhookToken)) {
        throw await refuse(
          request,
          401,
          'This is not the delivery-report address set for this site.',
        );
      }
      const reports = msg91Reports(readDeliveryReports(rawBodyOf(request).toString('utf8')));
      if (reports.length === 0) {
        throw new HttpError(400, 'No delivery report could be read from the body.');
      }
      await recordDeliveryReports(db.kysely, reports, request.log);
      return { received: reports.length };
    },
  );
};

/** The body as JSON; a signed body that is not JSON is a 400, not a fault. */
function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The event is not JSON.');
  }
}
