import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor } from '#server/auth/audit-actor.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { listPricing } from '#server/repositories/pricing.repository.ts';
import { changePricing } from '#server/settings/change-settings.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import {
  AdminPricingSchema,
  PricedChoiceParamSchema,
  PricingInputSchema,
} from '#shared/pricing/pricing-schema.ts';
import type { AdminContext } from './admin-context.ts';

export const adminPricingRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, ctx) => {
  const schema = { response: { 200: AdminPricingSchema, '4xx': ErrorResponseSchema } };

  app.get(API_PATHS.admin.pricing, { schema }, () => listPricing(ctx.db.kysely));

  // One service's price for one vehicle type (a pair the catalog offers, else 400). Saved prices
  // reach open customer pages at once and price every booking from now on.
  app.put(
    API_PATHS.admin.pricingForRoute,
    { schema: { ...schema, params: PricedChoiceParamSchema, body: PricingInputSchema } },
    async (request) => {
      await changePricing(ctx.db.kysely, request.params, request.body, auditActor(request));
      await ctx.changes.publish('storefront');
      return listPricing(ctx.db.kysely);
    },
  );
};
