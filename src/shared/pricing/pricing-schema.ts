import * as z from 'zod/mini';
import {
  isVehicleTypeAllowed,
  SERVICE_KEYS,
  SERVICES,
  VEHICLE_TYPE_LABELS,
  VEHICLE_TYPES,
} from '#shared/catalog/services.ts';
import { pricedChoiceRecord } from './price-schema.ts';
import type { PricedChoice } from './service-pricing.ts';
import { deriveTaxableValue } from './taxable-value.ts';

const PRICING_MESSAGES = {
  targetMissing: 'Please enter the target price.',
  unknownService: 'Unknown service.',
  unknownVehicleType: 'Unknown vehicle type.',
} as const;

const absent = (input: unknown) => input === undefined || input === null;

const nonNegative = (label: string, missing = `${label} must be a number.`) =>
  z
    .number({ error: (issue) => (absent(issue.input) ? missing : `${label} must be a number.`) })
    .check(z.gte(0, `${label} cannot be negative.`));

/**
 * Admin pricing input for one service and vehicle type (docs/product.md#prices). A blank GST or
 * service charge arrives as 0; a blank target is a missing target, never a price of ₹0.
 */
export const PricingSettingsSchema = z.object({
  targetTotal: nonNegative('Target price', PRICING_MESSAGES.targetMissing).check(
    z.int('Target price must be whole rupees.'),
    z.lte(1_000_000, 'Target price is too large.'),
  ),
  gstPct: nonNegative('GST percent').check(z.lte(100, 'GST percent cannot exceed 100.')),
  serviceCharge: nonNegative('Service charge').check(
    z.int('Service charge must be whole rupees.'),
    z.lte(1_000_000, 'Service charge is too large.'),
  ),
});

/**
 * The service charge is part of the price before GST: a charge above it would leave the base
 * below nothing, and the customer would pay the charge plus its GST, more than the target the
 * owner set (₹300 on a ₹199 target). Refused at the charge, naming the most it can be.
 */
const chargeWithinPrice = z.superRefine<z.infer<typeof PricingSettingsSchema>>((settings, ctx) => {
  // A target or GST already refused says what to fix first.
  if (!(settings.targetTotal >= 0 && settings.gstPct >= 0 && settings.gstPct <= 100)) return;
  const beforeGst = deriveTaxableValue(settings);
  if (settings.serviceCharge <= beforeGst) return;
  ctx.addIssue({
    code: 'custom',
    message: `The service charge is part of the target price: at most ₹${beforeGst}, the price before GST.`,
    path: ['serviceCharge'],
    input: settings.serviceCharge,
  });
});

/** What the owner saves for one service and vehicle type (the admin pricing form and its route). */
export const PricingInputSchema = PricingSettingsSchema.check(chargeWithinPrice);

/** "Two Wheeler Number Plate is not offered for Four Wheeler vehicles." */
function notOfferedMessage({ service, vehicleType }: PricedChoice): string {
  return `${SERVICES[service].title} is not offered for ${VEHICLE_TYPE_LABELS[vehicleType]} vehicles.`;
}

/** The fields naming what a price is for; a schema with them adds `offeredOnly`. */
export const pricedChoiceShape = {
  service: z.enum(SERVICE_KEYS, { error: PRICING_MESSAGES.unknownService }),
  vehicleType: z.enum(VEHICLE_TYPES, { error: PRICING_MESSAGES.unknownVehicleType }),
};

/** Refuses a vehicle type the service does not allow: it has no price. */
export const offeredOnly = z.superRefine<PricedChoice>((choice, ctx) => {
  if (isVehicleTypeAllowed(choice.service, choice.vehicleType)) return;
  ctx.addIssue({
    code: 'custom',
    message: notOfferedMessage(choice),
    path: ['vehicleType'],
    input: choice.vehicleType,
  });
});

/** The admin pricing URL's service and vehicle type. */
export const PricedChoiceParamSchema = z.object(pricedChoiceShape).check(offeredOnly);

/** Stored pricing of every service per vehicle type it allows, as the admin pricing screen edits it. */
export const AdminPricingSchema = pricedChoiceRecord(
  z.extend(PricingSettingsSchema, { updatedAt: z.string() }),
);
export type AdminPricing = z.infer<typeof AdminPricingSchema>;
