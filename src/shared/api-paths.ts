import type { VehicleType } from './catalog/services';

/** Every API URL, in one place for the server's routes and the web app's calls. */
export const API_PATHS = {
  storefront: '/api/storefront',
  storefrontEvents: '/api/storefront/events',
  bookings: '/api/bookings',
  /** Route pattern of qrImage(), for the server. */
  qrImageRoute: '/api/qr-images/:vehicleType',
  /** A QR image an admin uploaded for a vehicle type (public: customers scan it to pay). */
  qrImage: (vehicleType: VehicleType) => `/api/qr-images/${vehicleType}`,
  paymentQrRoute: '/api/payment-qr',
  /** A QR generated from the stored UPI id, carrying the server's price and the order number. */
  paymentQr: (vehicleType: VehicleType, orderId: string) =>
    `/api/payment-qr?vehicleType=${vehicleType}&orderId=${encodeURIComponent(orderId)}`,
} as const;
