/**
 * Form messages by key, like FORM_MESSAGES, of asking to cancel from the tracking link (issue 37):
 * only the tracking page gives them, so they stay out of the customer path (the web app's
 * en-cancellation.ts takes them, in the tracking page's chunk).
 */
export const CANCEL_MESSAGES = {
  cancelTooLate:
    'The time to cancel online has passed: cancellation closes before the fitting appointment. Please call us.',
  cancelAfterFitting: 'Your plates have been fitted, so this order can no longer be cancelled.',
  cancelAlreadyCancelled: 'This order is already cancelled.',
  cancelReasonTooLong: 'Please keep the reason under 500 characters.',
} as const;

export type CancelMessageKey = keyof typeof CANCEL_MESSAGES;
