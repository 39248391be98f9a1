/**
 * Form messages by key, like FORM_MESSAGES, that only lazy pages give: the fitting appointment's
 * refusals and the payment's holds and duplicate check. They stay out of the customer entry,
 * whose gzip budget is nearly spent (the web app's en-lazy.ts takes them, in the lazy chunks).
 */
export const LAZY_FORM_MESSAGES = {
  appointmentDayRequired: 'Please choose a day for fitting.',
  appointmentSlotRequired: 'Please choose a time for fitting.',
  appointmentUnknownSlot:
    'That time is not offered for the fitment you chose. Please pick one from the list.',
  appointmentPast: 'That time has already passed. Please pick another.',
  appointmentClosed: 'We do not fit plates on that day. Please pick another day.',
  appointmentTooSoon: 'Your plates will not be ready by then. Please pick a later day.',
  appointmentTooFar: 'Please pick a day within the next four weeks.',
  appointmentFull:
    'Sorry, that time was just taken. Please pick another time; your details are kept.',
  appointmentsLoadFailed: 'We could not load the free days. Please check your connection.',
  /** A transaction number another open or verified booking already carries (409). */
  txnIdAlreadyUsed:
    'This transaction number has already been used for another booking. Please check it in your UPI app; if you paid twice, call us.',
  /*
   * The unverified-hold limits (docs/product.md#payment-holds): one connection may hold at most
   * part of a day's places, and a number of open holds in all, while their payments are checked,
   * so made-up payments cannot fill the calendar.
   */
  tooManyHoldsForDay:
    'Too many unpaid bookings from this connection for this day. Please pick another day, or call us.',
  tooManyHoldsFromAddress:
    'Too many unpaid bookings from this connection are waiting for payment checks. Please try again once they are verified, or call us.',
  tooManyHoldsForPhone:
    'This mobile number already has bookings waiting for payment checks. Please wait until they are verified, or call us.',
  /** A booking sent with no privacy notice or an older one (a page open since it changed). */
  privacyNoticeOutdated:
    'Our privacy notice has changed. Please reload the booking form, read it, and submit again.',
  /** A customer's GSTIN for a business invoice whose format or check character is wrong. */
  customerGstinInvalid:
    'Please enter your 15-character GSTIN exactly as on your GST certificate, or leave it blank.',
  /*
   * Fitting centres and home-service areas (decision 0051): where the plates are fitted is
   * checked before the calendar and again on the server.
   */
  homeNotServed:
    'We do not fit plates at homes in this PIN code. Please choose a fitting centre near you.',
  addressRequiredForHome: 'Please enter the house and street where we should fit the plates.',
  centreRequired: 'Please choose a fitting centre.',
  centreUnavailable: 'That fitting centre no longer takes bookings. Please choose another.',
  fittingPlacesLoadFailed: 'We could not load the fitting centres. Please check your connection.',
} as const;

export type LazyFormMessageKey = keyof typeof LAZY_FORM_MESSAGES;
