import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type AdminPricing,
  AdminPricingSchema,
  VehicleTypeParamSchema,
} from '../../../shared/admin/admin-settings';
import { API_PATHS } from '../../../shared/api-paths';
import { PricingSettingsSchema } from '../../../shared/pricing/pricing-schema';
import type { AppDb } from '../../db/app-db';
import { ErrorResponseSchema } from '../../http/error-schema';
import { listPricingRows, savePricingSettings } from '../../repositories/pricing.repository';
import type { AdminContext } from './admin-context';

async function loadAdminPricing(db: AppDb): Promise<AdminPricing> {
  const rows = await listPricingRows(db.kysely);
  const find = (vehicleType: string) => {
    const row = rows.find((r) => r.vehicleType === vehicleType);
    if (!row) throw new Error(`No pricing stored for ${vehicleType}`);
    const { vehicleType: _, ...settings } = row;
    return settings;
  };
  return { TWO_WHEELER: find('TWO_WHEELER'), FOUR_WHEELER: find('FOUR_WHEELER') };
}

export const adminPricingRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, ctx) => {
  const schema = { response: { 200: AdminPricingSchema, '4xx': ErrorResponseSchema } };

  app.get(API_PATHS.admin.pricing, { schema }, () => loadAdminPricing(ctx.db));

  // Saved prices reach open customer pages at once and price every booking from now on.
  app.put(
    API_PATHS.admin.pricingForRoute,
    { schema: { ...schema, params: VehicleTypeParamSchema, body: PricingSettingsSchema } },
    async (request) => {
      await savePricingSettings(ctx.db.kysely, request.params.vehicleType, request.body);
      await ctx.changes.publish('storefront');
      return loadAdminPricing(ctx.db);
    },
  );
};
