import { AdminPricingSchema } from '@shared/admin/admin-settings';
import { API_PATHS } from '@shared/api-paths';
import type { VehicleType } from '@shared/catalog/services';
import type { PricingSettings } from '@shared/pricing/price';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';
import { jsonRequest } from '@/lib/api-client';
import { pricingQuery } from './get-pricing';

/** Saves one vehicle type's pricing; the answer, both types as now stored, is the new pricing. */
export function useSavePricing(vehicleType: VehicleType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PricingSettings) =>
      adminRequest(
        API_PATHS.admin.pricingFor(vehicleType),
        AdminPricingSchema,
        jsonRequest('PUT', settings),
      ),
    onSuccess: (saved) => queryClient.setQueryData(pricingQuery.queryKey, saved),
  });
}
