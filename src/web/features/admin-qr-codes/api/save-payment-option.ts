import { PaymentOptionSavedSchema } from '@shared/admin/admin-settings';
import { API_PATHS } from '@shared/api-paths';
import type { VehicleType } from '@shared/catalog/services';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';
import { paymentOptionsQuery } from './get-payment-options';

/** Multipart: the UPI id (empty clears it) and, when one was chosen, a new QR image. */
function savePaymentOption(vehicleType: VehicleType, upiId: string, qrImage: File | null) {
  const body = new FormData();
  body.append('upiId', upiId);
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
    mutationFn: ({ upiId, qrImage }: { upiId: string; qrImage: File | null }) =>
      savePaymentOption(vehicleType, upiId, qrImage),
    onSuccess: ({ upiId, qrImageUrl }) =>
      queryClient.setQueryData(
        paymentOptionsQuery.queryKey,
        (options) => options && { ...options, [vehicleType]: { upiId, qrImageUrl } },
      ),
  });
}
