/** WhatsApp's click-to-chat address: opens the app (or its web page) with no API and no account. */
const WA_ME = 'https://wa.me/';

/** A "share" link: WhatsApp asks whom to send `text` to. */
export const whatsAppShareUrl = (text: string) => `${WA_ME}?text=${encodeURIComponent(text)}`;

/**
 * A chat with a WhatsApp number, optionally with `text` typed in already: 10 digits (an Indian
 * mobile, as site info keeps it) or with its country code (+91…). wa.me wants the country code
 * and the number, digits only.
 */
export function whatsAppChatUrl(number: string, text?: string): string {
  const digits = number.replace(/\D/g, '');
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `${WA_ME}${digits.length === 10 ? '91' : ''}${digits}${query}`;
}
