import type { PricedChoice } from '#shared/pricing/service-pricing.ts';
import { PUBLIC_API_PATHS } from '#shared/public-api-paths.ts';
import { customerQr } from '#shared/storefront/payee.ts';
import type { PaymentOption } from '#shared/storefront/storefront.ts';

/**
 * Which QR the customer scans: the admin-uploaded image when there is one, else the server's QR
 * generated from the UPI id, else none. The generated QR carries the server's current amount, so
 * the total is added to its URL as a cache key (`v`): a price change then loads a fresh image
 * instead of the browser's copy of the old one. The server ignores it and uses its own price;
 * for a home visit it is sent the PIN, and adds its area's home-fitting charge itself.
 */
export function paymentQrUrl(
  option: PaymentOption,
  choice: PricedChoice,
  orderId: string,
  total: number,
  homePincode?: string,
): string | null {
  switch (customerQr(option)) {
    case 'uploaded':
      return option.qrImageUrl;
    case 'generated':
      return `${PUBLIC_API_PATHS.paymentQr(choice, orderId, homePincode)}&v=${total}`;
    case 'none':
      return null;
  }
}
