/**
 * Asking to cancel from the tracking link (issue 37), apart from PUBLIC_API_PATHS: only the
 * tracking page's chunk calls it, so the customer entry and path carry none of its bytes.
 */
export const CANCEL_API_PATHS = {
  /** POST { token, reason }: the customer asks to cancel (the tracking link's secret). */
  cancelByLink: '/api/track/link/cancel',
} as const;
