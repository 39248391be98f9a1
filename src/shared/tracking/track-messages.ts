/**
 * Form messages by key, like FORM_MESSAGES, that only the tracking page and its server routes give
 * (the look-up by order number, and the tracking link's own: moving an appointment, cancelling,
 * the customer's data, and the refusals of a move): only the tracking page's chunks show them, so they stay out of the
 * customer entry and the path to payment (the web app's en-lazy.ts takes them as they are).
 */
export const TRACK_MESSAGES = {
  orderNumberRequired: 'Please enter your order number.',
  /** One answer for "no such order" and "wrong registration number": nothing to guess from. */
  trackNotFound:
    'We could not find a booking with this order number and registration number. Please check both and try again.',
  tooManyOrderLookups:
    'Too many look-ups for this order number. Please use the tracking link in your booking e-mail or on the payment success page, or try again in an hour.',
  trackLinkNotFound:
    'This tracking link is not valid. Please open the link from your booking e-mail again, or look up your order with its order number and registration number.',
  /** Why a customer may not move their appointment themselves (RESCHEDULE_REFUSAL_KEYS). */
  appointmentTooLate:
    'An appointment can be changed until 24 hours before it starts. Please call us.',
  appointmentLimit: 'An appointment can be changed twice at most. Please call us.',
  appointmentClosedOrder: 'This order is closed, so its appointment cannot be changed.',
  appointmentNone: 'This order has no fitting appointment.',
  /** The booking's fitting centre was closed by the owner after it was booked (decision 0051). */
  appointmentCentreClosed:
    'This fitting centre is not taking new appointments. Please call us to change yours.',
} as const;

export type TrackMessageKey = keyof typeof TRACK_MESSAGES;
