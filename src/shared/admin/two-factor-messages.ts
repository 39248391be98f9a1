/**
 * What the two-factor sign-in screens and routes say (decision 0023); the web checks some by text.
 */
export const TWO_FACTOR_MESSAGES = {
  codeMissing: 'Please enter the code.',
  codeFormat: 'Enter the 6-digit code from your authenticator app.',
  wrongCode: 'That code is not right. Please try again.',
  /** The pending sign-in lapsed (5 minutes) or never was: the password step comes again. */
  signInExpired: 'Your sign-in has expired. Please enter your email and password again.',
  /** The pending sign-in ended after too many wrong codes: the password step comes again. */
  tooManyWrongCodes: 'Too many wrong codes. Please enter your email and password again.',
  setupRequired: 'Set up two-factor sign-in to use the admin area.',
  alreadyOn: 'Two-factor sign-in is already on for this account.',
  notOn: 'Two-factor sign-in is not on for this account.',
  noEnrolment: 'Start setting up two-factor sign-in first.',
  wrongPassword: 'Incorrect password.',
  loadFailed: 'Failed to load two-factor sign-in.',
} as const;
