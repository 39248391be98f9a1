import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDb } from '#server/db/app-db.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { keyedError } from '#server/http/http-error.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import { indianMobile } from '#server/messaging/phone-number.ts';
import { confirmMobileCode } from '#server/mobile-codes/confirm-mobile-code.ts';
import { MOBILE_TOKEN_COOKIE } from '#server/mobile-codes/mobile-code-gate.ts';
import { sendMobileCode } from '#server/mobile-codes/send-mobile-code.ts';
import { clientAddressKey } from '#server/rate-limit/client-address.ts';
import type { RateLimiter } from '#server/rate-limit/rate-limiter.ts';
import { findMobileCodeToken } from '#server/repositories/mobile-codes.repository.ts';
import { hashSecretToken } from '#server/secrets/secret-tokens.ts';
import { MOBILE_CODE_RULES } from '#shared/mobile-codes/mobile-code-rules.ts';
import {
  ConfirmMobileCodeSchema,
  MobileCodeConfirmedSchema,
  MobileCodeSentSchema,
  MobileConfirmationSchema,
  SendMobileCodeSchema,
} from '#shared/mobile-codes/mobile-code-schema.ts';
import { MOBILE_CODE_API_PATHS, PUBLIC_API_PATHS } from '#shared/public-api-paths.ts';
import { LOCALE_COOKIE, parseLocale } from '#shared/site/locale.ts';

/**
 * Per address, over both routes: a cyber café confirms many customers' numbers, while a script
 * trying numbers (to have us text strangers) or codes soon meets it. The limits per number
 * (3 sends, 5 tries an hour) are the codes' own.
 */
export const MOBILE_CODE_ADDRESS_LIMIT = { limit: 30, windowMs: 10 * 60 * 1000 };

export const mobileCodesRoutes: FastifyPluginAsyncZod<{
  db: AppDb;
  mail: MailContext;
  limiter: RateLimiter;
}> = async (app, { db, mail, limiter }) => {
  const limitAddress = async (ip: string) => {
    if (
      !(await limiter.consume(
        `mobile-code:address:${clientAddressKey(ip)}`,
        MOBILE_CODE_ADDRESS_LIMIT,
      ))
    )
      throw keyedError(429, 'tooManyRequests');
  };
  /** The ten digits of a real Indian mobile number, or the booking form's own refusal. */
  const mobileOf = (phone: string) => {
    const national = indianMobile(phone);
    if (!national) throw keyedError(400, 'mobileRequired', 'phone');
    return national;
  };

  app.post(
    MOBILE_CODE_API_PATHS.send,
    {
      schema: {
        body: SendMobileCodeSchema,
        response: { 200: MobileCodeSentSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request) => {
      await limitAddress(request.ip);
      const { phone, locale } = request.body;
      const language = locale ?? parseLocale(request.cookies[LOCALE_COOKIE]);
      return sendMobileCode(db, mobileOf(phone), language, mail, new Date());
    },
  );

  app.post(
    MOBILE_CODE_API_PATHS.confirm,
    {
      schema: {
        body: ConfirmMobileCodeSchema,
        response: { 200: MobileCodeConfirmedSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await limitAddress(request.ip);
      const { phone, code } = request.body;
      const confirmed = await confirmMobileCode(db, mobileOf(phone), code, new Date());
      // The page's booking request carries it without the page holding it: sent only with
      // bookings, never readable by scripts, gone when the token is.
      reply.setCookie(MOBILE_TOKEN_COOKIE, confirmed.token, {
        path: PUBLIC_API_PATHS.bookings,
        httpOnly: true,
        sameSite: 'strict',
        secure: mail.publicUrl.startsWith('https:'),
        maxAge: MOBILE_CODE_RULES.tokenValidMs / 1000,
      });
      return confirmed;
    },
  );

  // The booking form asks on opening whether its number is confirmed already (a reload, a
  // return from the payment page): the cookie is the one record, the page keeps none.
  app.get(
    MOBILE_CODE_API_PATHS.confirmed,
    { schema: { response: { 200: MobileConfirmationSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const token = request.cookies[MOBILE_TOKEN_COOKIE];
      const found = token
        ? await findMobileCodeToken(db.kysely, hashSecretToken(token), new Date())
        : undefined;
      return { phone: found?.phone ?? null, expiresAt: found?.expiresAt ?? null };
    },
  );
};
