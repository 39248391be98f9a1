/**
 * Form messages by key, like FORM_MESSAGES, that only the movers page's quote form and its server
 * route give: only that page's chunk shows them, so they stay out of the customer entry and the
 * path to payment (the web app's en-movers.ts takes them as they are).
 */
export const LEAD_MESSAGES = {
  notesTooLong: 'Please keep the notes under 1000 characters.',
  unknownRequestType: 'Unknown request type.',
  /** The movers' promise (docs/product.md#movers-page-and-leads). */
  callbackPromise: 'Thank you! Our team will call you within 10 minutes.',
  sendFailed: 'Could not send your request. Please try again or call us.',
} as const;

export type LeadMessageKey = keyof typeof LEAD_MESSAGES;
