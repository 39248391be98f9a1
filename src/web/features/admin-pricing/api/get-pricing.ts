import { type AdminPricing, AdminPricingSchema } from '@shared/admin/admin-settings';
import { API_PATHS } from '@shared/api-paths';
import { adminRequest } from '@/features/admin/api/admin-client';

export function getPricing(signal?: AbortSignal): Promise<AdminPricing> {
  return adminRequest(API_PATHS.admin.pricing, (data) => AdminPricingSchema.parse(data), {
    signal,
  });
}
