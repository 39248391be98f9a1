import { API_PATHS } from '@shared/api-paths';
import { type Storefront, StorefrontSchema } from '@shared/storefront/storefront';
import { apiRequest } from '@/lib/api-client';

export function parseStorefront(data: unknown): Storefront {
  return StorefrontSchema.parse(data);
}

export function getStorefront(): Promise<Storefront> {
  return apiRequest(API_PATHS.storefront, parseStorefront);
}
