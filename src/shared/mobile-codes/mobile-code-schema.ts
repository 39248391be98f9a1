import * as z from 'zod/mini';
import { LOCALE_CODES } from '#shared/site/locales.ts';
import { messageKey } from '#shared/validation/form-messages.ts';

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

const phone = z
  .string({ error: messageKey('mobileRequired') })
  .check(z.trim(), z.regex(/^\d{10}$/, messageKey('mobileRequired')));

export const SendMobileCodeSchema = z.object({
  phone,
  /** The language of the message; the cookie's when absent. */
  locale: z.optional(z.enum(LOCALE_CODES)),
});
export type SendMobileCode = z.output<typeof SendMobileCodeSchema>;

export const ConfirmMobileCodeSchema = z.object({
  phone,
  code: z.string({ error: messageKey('mobileCodeDigits') }).check(
    z.overwrite((value) => value.replace(/\s/g, '')),
    z.regex(/^\d{6}$/, messageKey('mobileCodeDigits')),
  ),
});
export type ConfirmMobileCode = z.output<typeof ConfirmMobileCodeSchema>;

/** A code is on its way: by which channel, and from when another may be asked for. */
export const MobileCodeSentSchema = z.object({
  channel: z.enum(['sms', 'whatsapp']),
  resendAt: z.string(),
});
export type MobileCodeSent = z.infer<typeof MobileCodeSentSchema>;

/** The number is confirmed: the token its booking presents (also set as a cookie), and until when. */
export const MobileCodeConfirmedSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
});
export type MobileCodeConfirmed = z.infer<typeof MobileCodeConfirmedSchema>;
