/** WhatsApp's click-to-chat address: opens the app (or its web page) with no API and no account. */
const WA_ME = 'https://wa.me/';

/** A "share" link: WhatsApp asks whom to send `text` to. */
export const whatsAppShareUrl = (text: string) => `${WA_ME}?text=${encodeURIComponent(text)}`;

/**
 * A chat with the business's WhatsApp number (10 digits, as site info keeps it), optionally with
 * `text` typed in already. wa.me wants the number with its country code and nothing else.
 */
export const whatsAppChatUrl = (number: string, text?: string) =>
  `${WA_ME}91${number.replace(/\D/g, '').slice(-10)}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
