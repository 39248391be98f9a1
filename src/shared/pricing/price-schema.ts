import * as z from 'zod/mini';
import { CURRENCY } from './price';

/** A price as the API sends it (response schema; see price.ts for the math). */
export const PriceSchema = z.object({
  base: z.number(),
  gst: z.number(),
  gstPct: z.number(),
  serviceCharge: z.number(),
  total: z.number(),
  currency: z.literal(CURRENCY),
});
