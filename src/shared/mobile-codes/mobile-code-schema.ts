import * as z from 'zod/mini';
import { LOCALE_CODES } from '#shared/site/locales.ts';
import { messageKey } from '#shared/validation/form-messages.ts';

/* The rules' numbers are in mobile-code-rules.ts, apart from zod for the code step's chunk. */

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

/** The number this browser's token confirms (null: none, or used or expired), and until when. */
export const MobileConfirmationSchema = z.object({
  phone: z.nullable(z.string()),
  expiresAt: z.nullable(z.string()),
});
export type MobileConfirmation = z.infer<typeof MobileConfirmationSchema>;
