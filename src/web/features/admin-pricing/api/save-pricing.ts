import { API_PATHS } from '@shared/api-paths';
import type { PricingSettings } from '@shared/pricing/price';
import { AdminPricingSchema } from '@shared/pricing/pricing-schema';
import type { PricedChoice } from '@shared/pricing/service-pricing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';
import { jsonRequest } from '@/lib/api-client';
import { pricingQuery } from './get-pricing';

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
