import { PaymentOptionSavedSchema } from '@shared/admin/admin-settings';
import { API_PATHS } from '@shared/api-paths';
import type { VehicleType } from '@shared/catalog/services';
import type * as z from 'zod/mini';
import { adminRequest } from '@/features/admin/api/admin-client';

export type PaymentOptionSaved = z.infer<typeof PaymentOptionSavedSchema>;

/** Multipart: the UPI id (empty clears it) and, when one was chosen, a new QR image. */
export function savePaymentOption(
  vehicleType: VehicleType,
  upiId: string,
  qrImage: File | null,
): Promise<PaymentOptionSaved> {
  const body = new FormData();
  body.append('upiId', upiId);
  // The file goes last so a streaming multipart parser has the text field before it.
  if (qrImage) body.append('qrImage', qrImage);
  return adminRequest(
    API_PATHS.admin.paymentOptionFor(vehicleType),
    (data) => PaymentOptionSavedSchema.parse(data),
    { method: 'PUT', body },
  );
}
