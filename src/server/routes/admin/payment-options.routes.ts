import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { auditActor } from '#server/auth/audit-actor.ts';
import { confirmPassword } from '#server/auth/confirm-password.ts';
import { ErrorResponseSchema, validationFailure } from '#server/http/error-schema.ts';
import { readForm } from '#server/http/read-form.ts';
import { MAX_IMAGE_UPLOAD_BYTES, reencodeImage } from '#server/images/reencode-image.ts';
import { savePayee } from '#server/payees/save-payee.ts';
import { loadPaymentOptions } from '#server/storefront/load-storefront.ts';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import {
  HolderNameSchema,
  PaymentOptionSavedSchema,
  UpiIdSchema,
  VehicleTypeParamSchema,
} from '#shared/admin/admin-settings.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { VEHICLE_TYPE_LABELS } from '#shared/catalog/services.ts';
import { PaymentOptionsSchema } from '#shared/storefront/storefront.ts';
import type { AdminContext } from './admin-context.ts';

const SaveFieldsSchema = z.object({
  upiId: UpiIdSchema,
  /** As the bank shows it (UPI apps show this name); '' clears it, absent keeps it. */
  holderName: z.optional(HolderNameSchema),
  /** "true" takes the uploaded image away (customers then get the QR made from the UPI id). */
  removeQrImage: z.literal('true', { error: 'removeQrImage can only be "true".' }).optional(),
  /** The signed-in admin's password, asked again: this decides where customers' money goes. */
  password: z
    .string({ error: ADMIN_MESSAGES.payeePasswordRequired })
    .min(1, ADMIN_MESSAGES.payeePasswordRequired)
    .max(200, ADMIN_MESSAGES.passwordNotConfirmed),
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
        maxFileBytes: MAX_IMAGE_UPLOAD_BYTES,
      });
      const parsed = SaveFieldsSchema.safeParse(fields);
      if (!parsed.success) return reply.code(400).send(validationFailure(parsed.error.issues));
      const actor = auditActor(request);
      // Before the image is decoded: a wrong password costs the server nothing more.
      await confirmPassword(
        ctx.db.kysely,
        ctx.limiter,
        actor,
        parsed.data.password,
        `Payee for ${VEHICLE_TYPE_LABELS[vehicleType]}`,
      );
      const image = file && (await reencodeImage(file, { subject: 'The QR image', output: 'png' }));
      // A new image replaces the old one anyway; "remove" alone leaves none.
      const removed = !image && parsed.data.removeQrImage === 'true';

      const changed = await savePayee(
        ctx.db.kysely,
        {
          vehicleType,
          upiId: parsed.data.upiId || null,
          holderName:
            parsed.data.holderName === undefined ? undefined : parsed.data.holderName || null,
          image,
          removeImage: removed,
        },
        actor,
        ctx.mail,
      );
      if (changed) await ctx.changes.publish('storefront');
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
