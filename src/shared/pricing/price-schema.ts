import * as z from 'zod/mini';
import { VEHICLE_TYPES } from '#shared/catalog/services.ts';
import { CURRENCY } from './price.ts';
import { byService } from './service-pricing.ts';

/** A price as the API sends it (response schema; see price.ts for the math). */
export const PriceSchema = z.object({
  base: z.number(),
  gst: z.number(),
  gstPct: z.number(),
  serviceCharge: z.number(),
  /** The home-fitting line (issue 38): only where the booking has one. */
  homeCharge: z.optional(z.number()),
  total: z.number(),
  currency: z.literal(CURRENCY),
});

/** A value per service, and in it per vehicle type that service allows (ByPricedChoice). */
export function pricedChoiceRecord<T extends z.ZodMiniType>(value: T) {
  return z.object(byService(() => z.partialRecord(z.enum(VEHICLE_TYPES), value)));
}

/** What customers pay for each service and vehicle type (ServicePricing). */
export const ServicePricingSchema = pricedChoiceRecord(PriceSchema);
