/**
 * Form messages by key, like FORM_MESSAGES, of the customer moving their appointment from the
 * tracking link that the path to payment never gives: only the tracking page shows them, so they
 * stay out of the customer path (the web app's en-lazy.ts takes them, in the tracking page's chunk).
 */
export const MOVE_MESSAGES = {
  /** The booking's fitting centre was closed by the owner after it was booked (decision 0051). */
  appointmentCentreClosed:
    'This fitting centre is not taking new appointments. Please call us to change yours.',
} as const;

export type MoveMessageKey = keyof typeof MOVE_MESSAGES;
