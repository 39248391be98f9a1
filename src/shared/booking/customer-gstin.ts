import * as z from 'zod/mini';
import { isValidGstin } from '#shared/site/gstin.ts';
import { messageKey } from '#shared/validation/form-messages.ts';
import { CreateBookingSchema } from './booking-schema.ts';

/** A GSTIN as the customer may type it: spaces around it and small letters mean nothing. */
const normalised = (gstin: string | undefined) => gstin?.trim().toUpperCase() ?? '';

/**
 * A submitted booking with the customer's optional GSTIN checked by its check character (rule
 * 46(e), decision 0049), refused by its key on `customerGstin`. Kept apart from CreateBookingSchema,
 * which the booking form's chunk carries: the checksum costs the customer path nothing this way.
 */
export const CreateBookingWithGstinSchema = CreateBookingSchema.check(
  z.overwrite((booking) => ({ ...booking, customerGstin: normalised(booking.customerGstin) })),
  z.refine((booking) => booking.customerGstin === '' || isValidGstin(booking.customerGstin ?? ''), {
    message: messageKey('customerGstinInvalid'),
    path: ['customerGstin'],
  }),
);
