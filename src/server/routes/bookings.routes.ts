import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkBeforeProof } from '#server/bookings/check-before-proof.ts';
import { createBooking } from '#server/bookings/create-booking.ts';
import { assertPayeeSet } from '#server/bookings/payee-check.ts';
import type { AppDb } from '#server/db/app-db.ts';
import { recordBookingRefusal } from '#server/holds/booking-refusals.ts';
import { BookingRefusedError } from '#server/holds/hold-limits.ts';
import { getHoldSettings } from '#server/holds/hold-settings.ts';
import { ErrorResponseSchema, validationFailure } from '#server/http/error-schema.ts';
import { keyedError } from '#server/http/http-error.ts';
import { readForm } from '#server/http/read-form.ts';
import { MAX_IMAGE_UPLOAD_BYTES, reencodeImage } from '#server/images/reencode-image.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import { requireIndianMobile } from '#server/messaging/require-indian-mobile.ts';
import { presentedMobileToken } from '#server/mobile-codes/mobile-code-gate.ts';
import { assertCurrentPrivacyNotice } from '#server/personal-data/privacy-notice-check.ts';
import { clientAddressKey } from '#server/rate-limit/client-address.ts';
import type { RateLimiter } from '#server/rate-limit/rate-limiter.ts';
import { findCentre, firstActiveCentre } from '#server/repositories/fitting-centres.repository.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { BookingConfirmationSchema } from '#shared/booking/booking-confirmation.ts';
import { CreateBookingWithGstinSchema } from '#shared/booking/customer-gstin.ts';
import { holdDeadline } from '#shared/booking/hold-deadline.ts';
import { HoldPreviewQuerySchema, HoldPreviewSchema } from '#shared/booking/hold-preview.ts';
import { formatIndiaWeekdayTime } from '#shared/format/india-clock.ts';
import { LOCALE_COOKIE, parseLocale } from '#shared/site/locale.ts';
import { LOCALES, type Locale } from '#shared/site/locales.ts';

/**
 * Per address, counting every attempt: in India many phones share one carrier-grade NAT address
 * and a cyber café books for many customers, so this only stops a flood from one machine.
 */
export const BOOKING_ADDRESS_LIMIT = { limit: 60, windowMs: 10 * 60 * 1000 };

/**
 * Per mobile number, counting bookings stored: a family books a few vehicles at most. Retries of
 * a stored booking and refused submissions are given back, so a flaky network costs nothing.
 */
export const BOOKING_PHONE_LIMIT = { limit: 5, windowMs: 60 * 60 * 1000 };

export const bookingsRoutes: FastifyPluginAsyncZod<{
  db: AppDb;
  mail: MailContext;
  limiter: RateLimiter;
}> = async (app, { db, mail, limiter }) => {
  app.post(
    API_PATHS.bookings,
    {
      schema: {
        response: {
          // One small shape for a new booking and a repeat: a repeat is answered to anyone who
          // sends the same order number, transaction number and phone again.
          200: BookingConfirmationSchema,
          201: BookingConfirmationSchema,
          '4xx': ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // Counted before the form is read: a client over its limit must not make us read 5 MB
      // first. Node reads and discards the body left unread (within the request timeout), so
      // the browser still gets this answer, not a reset connection.
      const addressKey = `booking:address:${clientAddressKey(request.ip)}`;
      if (!(await limiter.consume(addressKey, BOOKING_ADDRESS_LIMIT))) {
        await recordBookingRefusal(db.kysely, 'address-rate');
        throw keyedError(429, 'tooManyBookings');
      }
      const { fields, file: screenshot } = await readForm(request, {
        fileField: 'screenshot',
        fileNoun: 'payment screenshot',
        maxFileBytes: MAX_IMAGE_UPLOAD_BYTES,
        tooLargeKey: 'screenshotTooLarge',
        checkboxes: ['whatsappConsent'],
      });
      const parsed = CreateBookingWithGstinSchema.safeParse(fields);
      if (!parsed.success) return reply.code(400).send(validationFailure(parsed.error.issues));
      assertCurrentPrivacyNotice(parsed.data.privacyNotice);
      const input = { ...parsed.data, phone: requireIndianMobile(parsed.data.phone) };
      await assertPayeeSet(db.kysely, input.vehicleType);

      // Counted before the screenshot is decoded (the costly part), given back unless stored.
      const phoneKey = `booking:phone:${input.phone}`;
      if (!(await limiter.consume(phoneKey, BOOKING_PHONE_LIMIT))) {
        await recordBookingRefusal(db.kysely, 'phone-rate');
        throw keyedError(429, 'tooManyBookingsForPhone');
      }
      let created = false;
      try {
        // What can refuse the booking without its screenshot is asked first: a full slot once still
        // had the screenshot decoded before it was refused (decision 0036).
        const now = new Date();
        const repeat = (await checkBeforeProof(db, input, now, request.ip)) === 'repeat';
        const proof =
          screenshot && !repeat
            ? await reencodeImage(screenshot, {
                subject: 'The payment screenshot',
                output: 'webp',
                keys: { notAPicture: 'screenshotNotPicture', tooLarge: 'screenshotTooLarge' },
              })
            : undefined;
        // A caller that sends no language (an older page, the API) gets the cookie's.
        const locale = input.locale ?? parseLocale(request.cookies[LOCALE_COOKIE]);
        const booking = { ...input, locale };
        const token = presentedMobileToken(request.cookies, fields);
        const result = await createBooking(db, booking, proof, mail, now, request.ip, token);
        created = result.created;
        return reply.code(created ? 201 : 200).send(result.confirmation);
      } catch (error) {
        // Counted for the dashboard, outside the booking's transaction (which stored nothing).
        if (error instanceof BookingRefusedError)
          await recordBookingRefusal(db.kysely, error.reason);
        throw error;
      } finally {
        if (!created) await limiter.release(phoneKey);
      }
    },
  );

  app.get(
    API_PATHS.bookingHold,
    { schema: { querystring: HoldPreviewQuerySchema, response: { 200: HoldPreviewSchema } } },
    async (request, reply) => {
      const now = new Date();
      const settings = await getHoldSettings(db.kysely);
      const { centre } = request.query;
      const { rules } =
        (centre && (await findCentre(db.kysely, centre))) || (await firstActiveCentre(db.kysely));
      // Moves with the clock and the owner's settings: never from a cache.
      reply.header('cache-control', 'no-store');
      const holdUntil = holdDeadline(now, settings, rules).toISOString();
      return {
        holdUntil,
        shown: Object.fromEntries(
          LOCALES.map(({ code }) => [code, formatIndiaWeekdayTime(holdUntil, code)]),
        ) as Record<Locale, string>,
      };
    },
  );
};
