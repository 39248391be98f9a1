/**
 * Form messages by key, like FORM_MESSAGES, of the mobile-number code (issue 36): only the code
 * step gives them, a chunk of its own loaded when the owner requires codes, so they stay out of
 * both the customer entry and the other lazy pages (the web app's en-mobile-code.ts takes them).
 */
export const MOBILE_CODE_MESSAGES = {
  mobileCodeDigits: 'Please enter the 6-digit code.',
  mobileCodeWrong: 'That code is not right. Please check it and try again.',
  mobileCodeExpired: 'This code has expired or was already used. Please ask for a new one.',
  mobileCodeTooManyTries:
    'Too many wrong codes for this mobile number. Please try again in an hour, or call us.',
  mobileCodeTooManySends:
    'We have sent 3 codes to this mobile number in the last hour. Please use the last one, or try again later.',
  mobileCodeWait: 'Please wait a moment before asking for another code.',
  /** No text channel can carry a code (the owner's requirement is then not in force). */
  mobileCodeUnavailable: 'We cannot send codes right now. Please call us.',
  /** A booking without a valid token while codes are required (403). */
  mobileCodeNeeded:
    'Please confirm your mobile number with the code we send you, on the booking form.',
} as const;

export type MobileCodeMessageKey = keyof typeof MOBILE_CODE_MESSAGES;
