import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PaymentOptionSavedSchema } from '#shared/admin/admin-settings.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { VehicleType } from '#shared/catalog/services.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';
import { paymentOptionsQuery } from './get-payment-options.ts';

export interface PaymentOptionChange {
  upiId: string;
  /** The bank account holder's name customers' UPI apps show; empty clears it. */
  holderName: string;
  /** A new QR image, or null to keep the stored one (unless `removeQrImage`). */
  qrImage: File | null;
  removeQrImage?: boolean;
  /** The signed-in admin's password, asked again for every payee change. */
  password: string;
}

/** Multipart: the UPI id (empty clears it) and a new QR image, or the stored one taken away. */
function savePaymentOption(
  vehicleType: VehicleType,
  { upiId, holderName, qrImage, removeQrImage, password }: PaymentOptionChange,
) {
  const body = new FormData();
  body.append('upiId', upiId);
  body.append('holderName', holderName);
  if (removeQrImage) body.append('removeQrImage', 'true');
  body.append('password', password);
  // The file goes last so a streaming multipart parser has the text field before it.
  if (qrImage) body.append('qrImage', qrImage);
  return adminRequest(API_PATHS.admin.paymentOptionFor(vehicleType), PaymentOptionSavedSchema, {
    method: 'PUT',
    body,
  });
}

/** Saves one vehicle type's QR and UPI id; the answer is what customers now see. */
export function useSavePaymentOption(vehicleType: VehicleType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PaymentOptionChange) => savePaymentOption(vehicleType, change),
    onSuccess: ({ message: _message, ...saved }) =>
      queryClient.setQueryData(
        paymentOptionsQuery.queryKey,
        (options) => options && { ...options, [vehicleType]: saved },
      ),
  });
}
