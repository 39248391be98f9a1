import type { VehicleType } from '#shared/catalog/services.ts';
import type { PricedChoice } from '#shared/pricing/service-pricing.ts';

/**
 * The public API's URLs, which customer pages call. Apart from the admin's (api-paths.ts) so a
 * customer's chunks carry none of those: tests/e2e/bundle-budget.spec.ts checks the whole path.
 */
export const PUBLIC_API_PATHS = {
  storefront: '/api/storefront',
  storefrontEvents: '/api/storefront/events',
  bookings: '/api/bookings',
  /** GET: until when a booking submitted now would hold its place unpaid (decision 0032). */
  bookingHold: '/api/bookings/hold',
  /**
   * GET ?installation=home|dealer&centre=…: a fitting centre's calendar (the first centre's when
   * none is named), the next four weeks with places left.
   */
  appointments: '/api/appointments',
  /** GET ?pincode=…: whether home fitting reaches that PIN, and the fitting centres nearest it. */
  fittingPlaces: '/api/fitting-places',
  /** POST { token, day, slot }: the customer moves their appointment (tracking link's secret). */
  trackAppointmentByLink: '/api/track/link/appointment',
  /**
   * POST { orderId, regNumber }: the order's status and history for its customer (limited per
   * address and per order number; the tracking link below is the way that is not).
   */
  track: '/api/track',
  /** GET ?orderId=…&regNumber=…: the order's receipt as a PDF. */
  trackReceipt: '/api/track/receipt',
  /** POST { token }: the order behind a tracking link's secret (in the body, never in a URL). */
  trackByLink: '/api/track/link',
  /** POST { token }: that order's receipt as a PDF. */
  trackReceiptByLink: '/api/track/link/receipt',
  /** GET ?orderId=…&regNumber=… / POST { token }: the cancelled order's credit note as a PDF. */
  trackCreditNote: '/api/track/credit-note',
  trackCreditNoteByLink: '/api/track/link/credit-note',
  trackReceiptFor: (orderId: string, regNumber: string) =>
    `/api/track/receipt?orderId=${encodeURIComponent(orderId)}&regNumber=${encodeURIComponent(regNumber)}`,
  /** GET: the published policies and the grievance officer (public: the policy pages read it). */
  policies: '/api/policies',
  /** POST: a movers quote request or call-back request. */
  leads: '/api/leads',
  /** Route pattern of qrImage(), for the server. */
  qrImageRoute: '/api/qr-images/:vehicleType',
  /** A QR image an admin uploaded for a vehicle type (public: customers scan it to pay). */
  qrImage: (vehicleType: VehicleType) => `/api/qr-images/${vehicleType}`,
  paymentQrRoute: '/api/payment-qr',
  /**
   * A QR generated from the stored UPI id, carrying the server's price and the order number; for
   * a home visit, the PIN too, so the amount includes its area's home-fitting charge (issue 38).
   */
  paymentQr: ({ service, vehicleType }: PricedChoice, orderId: string, homePincode?: string) =>
    `/api/payment-qr?service=${service}&vehicleType=${vehicleType}&orderId=${encodeURIComponent(orderId)}${homePincode ? `&installation=home&pincode=${encodeURIComponent(homePincode)}` : ''}`,
} as const;

/**
 * The mobile-number code's URLs (issue 36), apart from PUBLIC_API_PATHS: only the code step's own
 * chunk calls them, so the customer entry carries none of their bytes.
 */
export const MOBILE_CODE_API_PATHS = {
  /** POST { phone, locale }: sends a code (SMS, else WhatsApp); answers when to offer a resend. */
  send: '/api/mobile-codes',
  /** POST { phone, code }: the token a booking of that phone presents (also set as a cookie). */
  confirm: '/api/mobile-codes/confirm',
  /**
   * GET: the number the token cookie confirms, if it is still good. Under the bookings path, as
   * the cookie is sent only there.
   */
  confirmed: '/api/bookings/mobile-token',
} as const;

/**
 * The complaint page's URLs (issue 37), apart from PUBLIC_API_PATHS: only that page's own chunk
 * calls them, so the customer entry carries none of their bytes.
 */
export const COMPLAINT_API_PATHS = {
  /** POST CreateComplaint: a ticket number at once, acknowledged by e-mail and text. */
  create: '/api/complaints',
  /** POST { ticket, phone }: the ticket's state, dates and replies. */
  status: '/api/complaints/status',
} as const;
