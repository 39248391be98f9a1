import type { Locale } from '#shared/site/locales.ts';

/**
 * The version of the short privacy notice the booking form shows (DPDP Act 2023 s.5, decision
 * 0050): the payment page sends it with the booking, which stores it with the time
 * (bookings.privacy_notice_version, privacy_notice_agreed_at), and the server refuses any other
 * (a page loaded before the words changed). New words are a new version: add it below and move
 * this to it; never edit the words of a version bookings may carry.
 */
export const PRIVACY_NOTICE_VERSION = '1';

/**
 * The words of every version, in each language, exactly as shown above the form's button (the
 * privacy policy's link follows them). The web catalogues (en.ts and hi.ts, booking.privacyNotice)
 * carry the current version's; a test holds them equal. Kept out of the catalogues' imports so the
 * customer entry ships neither the Hindi nor older versions.
 */
export const PRIVACY_NOTICE_WORDS = {
  '1': {
    en: 'We use these details only for this booking, fitting and invoice, and blank them a year after the order closes (tax records: 8 years). Download them or ask us to erase them from your tracking link; questions to our grievance officer.',
    hi: 'हम ये विवरण केवल इस बुकिंग, फिटिंग और बिल के लिए उपयोग करते हैं, और ऑर्डर बंद होने के एक साल बाद मिटा देते हैं (कर रिकॉर्ड: 8 साल)। ट्रैकिंग लिंक से आप इन्हें डाउनलोड कर सकते हैं या मिटाने को कह सकते हैं; प्रश्न हमारे शिकायत अधिकारी से पूछें।',
  },
} as const satisfies Record<string, Record<Locale, string>>;
