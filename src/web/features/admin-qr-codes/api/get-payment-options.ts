import { API_PATHS } from '@shared/api-paths';
import { PaymentOptionsSchema } from '@shared/storefront/storefront';
import type * as z from 'zod/mini';
import { adminRequest } from '@/features/admin/api/admin-client';

export type PaymentOptions = z.infer<typeof PaymentOptionsSchema>;

export function getPaymentOptions(signal?: AbortSignal): Promise<PaymentOptions> {
  return adminRequest(API_PATHS.admin.paymentOptions, (data) => PaymentOptionsSchema.parse(data), {
    signal,
  });
}
