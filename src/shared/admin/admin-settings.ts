import * as z from 'zod/mini';
import { VEHICLE_TYPES } from '#shared/catalog/services.ts';
import { isValidUpiId, UPI_ID_MESSAGE } from '#shared/payment/upi.ts';
import { SITE_MODES } from '#shared/site/site-mode.ts';

export const VehicleTypeParamSchema = z.object({
  vehicleType: z.enum(VEHICLE_TYPES, { error: 'Unknown vehicle type.' }),
});

/** An empty UPI id means none is set; anything else must match (docs/product.md#payment-by-upi). */
export const UpiIdSchema = z.string().check(z.trim(), z.refine(isValidUpiId, UPI_ID_MESSAGE));

/**
 * The bank account holder's name for a payee, as the bank (and so the customer's UPI app) shows
 * it: the payment page names it (issue 39). Empty means not given.
 */
export const HolderNameSchema = z.string().check(
  z.trim(),
  z.maxLength(100, 'Please keep the account holder’s name to 100 characters.'),
  z.refine((name) => !/\p{Cc}/u.test(name), 'Please type the name on one line.'),
);

export const SiteModeUpdateSchema = z.object({
  mode: z.enum(SITE_MODES, { error: 'Unknown site mode.' }),
});

/** Answer of a QR / UPI save: what is stored now and the success text the screen shows. */
export const PaymentOptionSavedSchema = z.object({
  upiId: z.nullable(z.string()),
  qrImageUrl: z.nullable(z.string()),
  holderName: z.optional(z.string()),
  message: z.string(),
});
