import { MOBILE_CODE_MESSAGES } from '#shared/mobile-codes/mobile-code-messages.ts';

/*
 * English of the booking form's mobile-code step (issue 36): only its own chunk imports this
 * (through mobile-code-messages.ts), loaded when the owner requires codes, so the customer path
 * carries none of it. The Hindi is in hi.ts with all the rest, checked by the same Translation type.
 */
export const enMobileCode = {
  /** The step's refusals by key: shared/mobile-codes/mobile-code-messages.ts as it is. */
  mobileCodeMessages: MOBILE_CODE_MESSAGES,
  mobileCode: {
    title: 'Confirm your mobile number',
    intro: 'We send a 6-digit code to your mobile number. Bookings need a confirmed number.',
    enterMobileFirst: 'Enter your 10-digit mobile number above first.',
    send: 'Send code',
    sending: 'Sending…',
    sentBySms: 'We sent a code by SMS to {phone}. It is valid for 10 minutes.',
    sentByWhatsApp: 'We sent a code on WhatsApp to {phone}. It is valid for 10 minutes.',
    code: '6-digit code',
    confirm: 'Confirm',
    confirming: 'Checking…',
    resend: 'Send a new code',
    resendAt: 'You can ask for a new code at {time}.',
    confirmed: 'Mobile number {phone} is confirmed.',
    failed: 'Something went wrong. Please check your connection and try again.',
  },
};
