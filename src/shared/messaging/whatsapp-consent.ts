import type { Locale } from '#shared/site/locales.ts';

/**
 * The version of the words the booking form's WhatsApp checkbox shows: a booking whose customer
 * ticked it stores this (bookings.whatsapp_consent_version) with the time, so what they agreed to
 * can be read below for as long as the booking is kept. New words are a new version: add it
 * below and move this to it; never edit the words of a version bookings may carry.
 */
export const WHATSAPP_CONSENT_VERSION = '1';

/**
 * The words of every version, in each language, exactly as shown. The web catalogues (en.ts and
 * hi.ts, booking.whatsapp) carry the current version's; a test holds them equal to these, so the
 * words shown are the words of the version stored. Kept out of the catalogues' imports so the
 * customer entry does not ship the Hindi and the older versions.
 */
export const WHATSAPP_CONSENT_WORDS = {
  '1': {
    en: 'Send me updates about this booking on WhatsApp',
    hi: 'मुझे इस बुकिंग के अपडेट WhatsApp पर भेजें',
  },
} as const satisfies Record<string, Record<Locale, string>>;
