/**
 * Form messages by key, like FORM_MESSAGES, of the complaint page (issue 37): only that page's
 * own chunk shows them, so they stay out of the customer entry and the path to payment (the web
 * app's en-complaints.ts takes them as they are).
 */
export const COMPLAINT_MESSAGES = {
  complaintTextRequired: 'Please tell us what happened.',
  complaintTextTooLong: 'Please keep this under 2000 characters.',
  ticketFormat: 'Please enter the ticket number as shown, e.g. C-2026-00001.',
  /** One answer for "no such ticket" and "another phone": nothing to guess from. */
  ticketNotFound:
    'We could not find a ticket with this number and mobile number. Please check both and try again.',
} as const;

export type ComplaintMessageKey = keyof typeof COMPLAINT_MESSAGES;
