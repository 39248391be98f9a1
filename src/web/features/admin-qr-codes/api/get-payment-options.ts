import * as z from 'zod/mini';
import { API_PATHS } from '../../../../shared/api-paths';
import { PaymentOptionSchema } from '../../../../shared/storefront/storefront';
import { adminRequest } from '../../admin/api/admin-client';

const PaymentOptionsSchema = z.object({
  TWO_WHEELER: PaymentOptionSchema,
  FOUR_WHEELER: PaymentOptionSchema,
});
export type PaymentOptions = z.infer<typeof PaymentOptionsSchema>;

export function getPaymentOptions(signal?: AbortSignal): Promise<PaymentOptions> {
  return adminRequest(API_PATHS.admin.paymentOptions, (data) => PaymentOptionsSchema.parse(data), {
    signal,
  });
}
