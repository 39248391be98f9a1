import * as z from 'zod/mini';
import { byVehicleType } from '#shared/catalog/services.ts';
import { ServicePricingSchema } from '#shared/pricing/price-schema.ts';
import { ShownMoversClaimsSchema } from '#shared/site/movers-claims.ts';
import { SiteInfoSchema } from '#shared/site/site-info-schema.ts';
import { SITE_MODES } from '#shared/site/site-mode.ts';

/** How a customer pays for one vehicle type: a UPI id and/or an admin-uploaded QR image. */
export const PaymentOptionSchema = z.object({
  upiId: z.nullable(z.string()),
  qrImageUrl: z.nullable(z.string()),
  /** The bank account holder's name UPI apps show before paying (issue 39); absent if not given. */
  holderName: z.optional(z.string()),
});
export type PaymentOption = z.infer<typeof PaymentOptionSchema>;

/** Payment options of both vehicle types. */
export const PaymentOptionsSchema = z.object(byVehicleType(() => PaymentOptionSchema));

/**
 * Everything live that customer pages show: prices (per service and vehicle type), payment options
 * and the home page mode.
 * Sent whole by GET /api/storefront and on every change by the SSE stream.
 */
export const StorefrontSchema = z.object({
  pricing: ServicePricingSchema,
  payment: PaymentOptionsSchema,
  siteMode: z.enum(SITE_MODES),
  siteInfo: SiteInfoSchema,
  /** The movers page's claims the owner confirmed as true (shared/site/movers-claims.ts). */
  moversClaims: ShownMoversClaimsSchema,
  /**
   * Whether the business sends WhatsApp messages (its provider is configured on the server): the
   * booking form then asks the customer's agreement (shared/messaging/whatsapp-consent.ts).
   */
  whatsapp: z.boolean(),
  /**
   * Whether the booking form confirms the mobile number with a one-time code first (issue 36):
   * the owner requires it and a text channel can carry it. A short name: every byte counts here.
   */
  mobileCode: z.boolean(),
});
export type Storefront = z.infer<typeof StorefrontSchema>;
