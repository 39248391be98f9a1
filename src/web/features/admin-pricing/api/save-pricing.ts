import { type AdminPricing, AdminPricingSchema } from '@shared/admin/admin-settings';
import { API_PATHS } from '@shared/api-paths';
import type { VehicleType } from '@shared/catalog/services';
import type { PricingSettings } from '@shared/pricing/price';
import { adminRequest } from '@/features/admin/api/admin-client';
import { jsonRequest } from '@/lib/api-client';

/** Saves one vehicle type's pricing; answers the pricing of both, as now stored. */
export function savePricing(
  vehicleType: VehicleType,
  settings: PricingSettings,
): Promise<AdminPricing> {
  return adminRequest(
    API_PATHS.admin.pricingFor(vehicleType),
    (data) => AdminPricingSchema.parse(data),
    jsonRequest('PUT', settings),
  );
}
