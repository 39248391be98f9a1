import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths.ts';
import type { PricingSettings } from '#shared/pricing/price.ts';
import { AdminPricingSchema } from '#shared/pricing/pricing-schema.ts';
import type { PricedChoice } from '#shared/pricing/service-pricing.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';
import { jsonRequest } from '#web/lib/api-client.ts';
import { pricingQuery } from './get-pricing.ts';

/** Saves one service's pricing for one vehicle type; the answer, all pricing as now stored, is kept. */
export function useSavePricing(choice: PricedChoice) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PricingSettings) =>
      adminRequest(
        API_PATHS.admin.pricingFor(choice),
        AdminPricingSchema,
        jsonRequest('PUT', settings),
      ),
    onSuccess: (saved) => queryClient.setQueryData(pricingQuery.queryKey, saved),
  });
}
