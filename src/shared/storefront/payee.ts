import type { PaymentOption } from './storefront.ts';

/**
 * The QR a customer scans for a vehicle type: the admin's uploaded image when there is one (it
 * cannot carry the amount or the order number), else one generated from the UPI id (it carries
 * both), else none.
 */
export type CustomerQr = 'uploaded' | 'generated' | 'none';

export function customerQr(option: PaymentOption): CustomerQr {
  if (option.qrImageUrl) return 'uploaded';
  if (option.upiId) return 'generated';
  return 'none';
}

/**
 * A vehicle type takes bookings only once customers can pay someone: it has a UPI id or an
 * uploaded QR image. A fresh install has neither, so its bookings are paused until staff set one.
 */
export function hasPayee(option: PaymentOption): boolean {
  return customerQr(option) !== 'none';
}
