import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { ADMIN_MESSAGES } from '../../../shared/admin/admin-messages';
import {
  PaymentOptionSavedSchema,
  UpiIdSchema,
  VehicleTypeParamSchema,
} from '../../../shared/admin/admin-settings';
import { API_PATHS } from '../../../shared/api-paths';
import { PaymentOptionsSchema } from '../../../shared/storefront/storefront';
import { ErrorResponseSchema, validationFailure } from '../../http/error-schema';
import { readForm } from '../../http/read-form';
import { reencodeImage } from '../../images/reencode-image';
import { deleteImage, insertImage } from '../../repositories/images.repository';
import { getPaymentOption, setPaymentOption } from '../../repositories/payment-options.repository';
import { loadPaymentOptions } from '../../storefront/load-storefront';
import type { AdminContext } from './admin-context';

const SaveFieldsSchema = z.object({
  upiId: UpiIdSchema,
  /** "true" takes the uploaded image away (customers then get the QR made from the UPI id). */
  removeQrImage: z.literal('true', { error: 'removeQrImage can only be "true".' }).optional(),
});

/** QR images and UPI ids per vehicle type. QR images are public: customers scan them to pay. */
export const paymentOptionsRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, ctx) => {
  app.get(
    API_PATHS.admin.paymentOptions,
    {
      schema: {
        response: {
          200: PaymentOptionsSchema,
          '4xx': ErrorResponseSchema,
        },
      },
    },
    () => loadPaymentOptions(ctx.db.kysely),
  );

  app.put(
    API_PATHS.admin.paymentOptionForRoute,
    {
      schema: {
        params: VehicleTypeParamSchema,
        response: { 200: PaymentOptionSavedSchema, '4xx': ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { vehicleType } = request.params;
      const { fields, file } = await readForm(request, {
        fileField: 'qrImage',
        fileNoun: 'QR image',
      });
      const parsed = SaveFieldsSchema.safeParse(fields);
      if (!parsed.success) return reply.code(400).send(validationFailure(parsed.error.issues));
      const image = file && (await reencodeImage(file, { subject: 'The QR image', output: 'png' }));
      // A new image replaces the old one anyway; "remove" alone leaves none.
      const removed = !image && parsed.data.removeQrImage === 'true';

      await ctx.db.kysely.transaction().execute(async (trx) => {
        const current = await getPaymentOption(trx, vehicleType);
        const previousImageId = current?.qrImageId ?? null;
        const qrImageId = image ? await insertImage(trx, image) : removed ? null : previousImageId;
        await setPaymentOption(trx, { vehicleType, upiId: parsed.data.upiId || null, qrImageId });
        if (previousImageId && previousImageId !== qrImageId)
          await deleteImage(trx, previousImageId);
      });
      await ctx.changes.publish('storefront');
      const saved = (await loadPaymentOptions(ctx.db.kysely))[vehicleType];
      return {
        ...saved,
        message: image
          ? ADMIN_MESSAGES.qrSavedWithImage
          : removed
            ? ADMIN_MESSAGES.qrImageRemoved
            : ADMIN_MESSAGES.upiSaved,
      };
    },
  );
};
