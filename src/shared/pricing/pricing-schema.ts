import * as z from 'zod/mini';

const nonNegative = (label: string) =>
  z.number({ error: `${label} must be a number.` }).check(z.gte(0, `${label} cannot be negative.`));

/** Admin pricing input per vehicle type (spec section 5, Admin pricing); blank inputs arrive as 0. */
export const PricingSettingsSchema = z.object({
  targetTotal: nonNegative('Target price').check(
    z.int('Target price must be whole rupees.'),
    z.lte(1_000_000, 'Target price is too large.'),
  ),
  gstPct: nonNegative('GST percent').check(z.lte(100, 'GST percent cannot exceed 100.')),
  serviceCharge: nonNegative('Service charge').check(
    z.int('Service charge must be whole rupees.'),
    z.lte(1_000_000, 'Service charge is too large.'),
  ),
});
