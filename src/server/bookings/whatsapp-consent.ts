import type { MailContext } from '#server/mail/mail-context.ts';
import { WHATSAPP_CONSENT_VERSION } from '#shared/messaging/whatsapp-consent.ts';

/**
 * What a booking keeps of its WhatsApp checkbox: the booking's time and the version of the words
 * when the customer ticked it on a site that offers WhatsApp (its provider configured, so the
 * box was shown), else nulls: a yes to words the page did not show agrees to nothing.
 */
export function whatsappConsentOf(ticked: boolean | undefined, mail: MailContext, at: string) {
  return ticked === true && mail.textChannels?.whatsapp === true
    ? { whatsappConsentAt: at, whatsappConsentVersion: WHATSAPP_CONSENT_VERSION }
    : { whatsappConsentAt: null, whatsappConsentVersion: null };
}
