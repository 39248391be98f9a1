import * as z from 'zod/mini';
import { FORM_MESSAGES } from '#shared/validation/form-messages.ts';
import { emailChecks, requiredLine } from '#shared/validation/text-rules.ts';
import { isValidGstin } from './gstin.ts';

export const INVALID_WHATSAPP_MESSAGE = 'Enter the 10-digit WhatsApp number, or leave it blank.';

export const INVALID_GSTIN_MESSAGE =
  'Please enter the 15-character GSTIN exactly as on the GST certificate, or leave it blank.';

/**
 * The business's public details (docs/product.md#site-info): one settings record that admins edit,
 * used by the header, footer, contact sections, mail and tel links, and mails.
 */
export const SiteInfoSchema = z.object({
  name: requiredLine('business name', 80),
  /** Local format, as shown: "098765 43210". */
  phone: requiredLine('phone number', 20),
  /** International format for tel: links: "+919876543210". */
  phonecall: z
    .string({ error: 'Please enter the phone number for calls.' })
    .check(
      z.trim(),
      z.regex(
        /^\+[1-9]\d{7,14}$/,
        'Enter the phone for calls as +91 followed by the number, no spaces.',
      ),
    ),
  email: z
    .string({ error: FORM_MESSAGES.emailInvalid })
    .check(z.trim(), ...emailChecks(FORM_MESSAGES.emailInvalid)),
  address: requiredLine('address', 200),
  addressCity: requiredLine('city line', 120),
  postalCode: z
    .string({ error: FORM_MESSAGES.pincodeRequired })
    .check(z.trim(), z.regex(/^\d{6}$/, FORM_MESSAGES.pincodeRequired)),
  /** When the plate site's support line answers, e.g. "Mon-Fri 10:30 AM-5:30 PM". */
  supportHours: requiredLine('support hours', 60),
  /** The business's WhatsApp number, 10 digits; blank when it has none (no "Chat with us" link). */
  whatsapp: z
    .string({ error: INVALID_WHATSAPP_MESSAGE })
    .check(z.trim(), z.regex(/^(\d{10})?$/, INVALID_WHATSAPP_MESSAGE)),
  /** The packers-and-movers page's own business name and support hours (home page in pm mode). */
  moversName: requiredLine('movers business name', 80),
  moversHours: requiredLine('movers support hours', 60),
  /** Blank until the business registers for GST; once set, receipts are tax invoices. */
  gstin: z.string({ error: INVALID_GSTIN_MESSAGE }).check(
    z.trim(),
    z.toUpperCase(),
    z.refine((gstin) => gstin === '' || isValidGstin(gstin), INVALID_GSTIN_MESSAGE),
  ),
});
export type SiteInfo = z.infer<typeof SiteInfoSchema>;
