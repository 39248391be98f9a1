import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { homeChargesAt, pricedAt } from '#server/appointments/fitting-place.ts';
import type { AppDb } from '#server/db/app-db.ts';
import { HttpError } from '#server/http/http-error.ts';
import { qrPngOf } from '#server/payees/upi-qr-png.ts';
import { clientAddressKey } from '#server/rate-limit/client-address.ts';
import type { RateLimiter } from '#server/rate-limit/rate-limiter.ts';
import { getImage } from '#server/repositories/images.repository.ts';
import { getPaymentOption } from '#server/repositories/payment-options.repository.ts';
import { getPricingSettings } from '#server/repositories/pricing.repository.ts';
import { getSiteInfo } from '#server/repositories/site-info.repository.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { INSTALLATION_OPTIONS } from '#shared/booking/booking-schema.ts';
import { ORDER_NUMBER_PATTERN } from '#shared/booking/order-number.ts';
import { VEHICLE_TYPES } from '#shared/catalog/services.ts';
import { createUpiPaymentLink } from '#shared/payment/upi.ts';
import { priceFromSettings } from '#shared/pricing/price.ts';
import { offeredOnly, pricedChoiceShape } from '#shared/pricing/pricing-schema.ts';
import { messageKey } from '#shared/validation/form-messages.ts';

/**
 * QR codes drawn per address, counting only those not drawn lately (a reload is free): a payment
 * page draws one or two per order, and many customers may share one carrier's address.
 */
export const PAYMENT_QR_LIMIT = { limit: 60, windowMs: 10 * 60 * 1000 };

const VehicleTypeSchema = z.enum(VEHICLE_TYPES, { error: 'Unknown vehicle type.' });

/**
 * Payment QR codes: the admin's uploaded image, or one generated from the stored UPI id.
 * Binary answers, so no response schema; errors still answer JSON through the error handler.
 */
export const paymentQrRoutes: FastifyPluginAsyncZod<{ db: AppDb; limiter: RateLimiter }> = async (
  app,
  { db, limiter },
) => {
  app.get(
    API_PATHS.qrImageRoute,
    {
      schema: {
        params: z.object({ vehicleType: VehicleTypeSchema }),
      },
    },
    async (request, reply) => {
      const { vehicleType } = request.params;
      const option = await getPaymentOption(db.kysely, vehicleType);
      const image = option?.qrImageId ? await getImage(db.kysely, option.qrImageId) : undefined;
      if (!image) throw new HttpError(404, 'No QR image has been uploaded for this vehicle type.');
      const etag = `"${image.sha256}"`;
      reply.header('etag', etag).header('cache-control', 'public, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(image.contentType).send(Buffer.from(image.data));
    },
  );

  app.get(
    API_PATHS.paymentQrRoute,
    {
      schema: {
        querystring: z
          .object({
            ...pricedChoiceShape,
            orderId: z.string().check(z.regex(ORDER_NUMBER_PATTERN, messageKey('orderIdInvalid'))),
            // A home visit's PIN: its area's home-fitting charge is part of the amount.
            installation: z.optional(
              z.enum(INSTALLATION_OPTIONS, { error: 'Unknown installation.' }),
            ),
            pincode: z.optional(
              z.string().check(z.regex(/^[1-9]\d{5}$/, messageKey('pincodeRequired'))),
            ),
          })
          .check(offeredOnly),
      },
    },
    async (request, reply) => {
      const { service, vehicleType, orderId, installation, pincode } = request.query;
      const option = await getPaymentOption(db.kysely, vehicleType);
      if (!option?.upiId) throw new HttpError(404, 'No UPI id is set for this vehicle type.');
      const site = await getSiteInfo(db.kysely);
      const price = pricedAt(
        priceFromSettings(
          await getPricingSettings(db.kysely, { service, vehicleType }),
          site.gstin !== '',
        ),
        { homeCharges: await homeChargesAt(db.kysely, installation, pincode) },
        vehicleType,
      );
      const link = createUpiPaymentLink({
        upiId: option.upiId,
        payeeName: site.name,
        amount: price.total,
        note: orderId,
      });
      // The link names the payee, the amount and the order: the same link is the same image.
      const png = await qrPngOf(link, async () => {
        const key = `payment-qr:address:${clientAddressKey(request.ip)}`;
        if (!(await limiter.consume(key, PAYMENT_QR_LIMIT))) {
          throw new HttpError(
            429,
            'Too many payment QR codes from this connection. Please try again in a few minutes.',
          );
        }
      });
      // The amount follows live pricing, so the image must never be served from a cache.
      reply.header('cache-control', 'no-store');
      return reply.type('image/png').send(png);
    },
  );
};
