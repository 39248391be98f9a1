/*
 * Confirming a customer's mobile number with a one-time code (issue 36, docs/product.md): the
 * official HSRP portal's rule, 6 digits valid 10 minutes, at most 3 sends and 5 tries per number
 * and hour. The confirmed number gets a token its booking presents once.
 */
export const MOBILE_CODE_RULES = {
  digits: 6,
  validMs: 10 * 60_000,
  sendsPerHour: 3,
  triesPerHour: 5,
  /** Between two sends to one number: long enough for an SMS to arrive. */
  resendWaitMs: 60_000,
  /** The UPI payment comes between confirming and booking: an hour leaves room for it. */
  tokenValidMs: 60 * 60_000,
} as const;
