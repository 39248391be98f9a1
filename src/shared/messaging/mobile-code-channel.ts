import type { Locale } from '#shared/site/locale.ts';
import { BASE_LOCALE } from '#shared/site/locales.ts';
import { type MessageSettings, smsFlowId } from './message-settings.ts';
import type { TextChannel } from './text-messages.ts';

/** The text channels whose provider is configured (the server's MailContext.textChannels). */
export type ConfiguredChannels = Readonly<Record<TextChannel, boolean>> | undefined;

/**
 * The channel a code in `language` goes by: SMS when its provider is configured and the owner
 * entered a flow id for it (the official portal's way), else WhatsApp when configured and on for
 * codes; undefined when neither can carry it.
 */
export function mobileCodeChannel(
  settings: MessageSettings,
  textChannels: ConfiguredChannels,
  language: Locale,
): TextChannel | undefined {
  const kind = settings.kinds.mobile_code;
  if (textChannels?.sms && kind.sms && smsFlowId(settings, 'mobile_code', language)) return 'sms';
  if (textChannels?.whatsapp && kind.whatsapp) return 'whatsapp';
  return undefined;
}

/**
 * Whether a booking needs a confirmed number: the owner asks for it and a channel can carry the
 * code (SMS flow ids fall back to English, so a channel for English is one for every language).
 * Without a channel the requirement is not in force: bookings go on as before.
 */
export function mobileCodeRequired(
  settings: MessageSettings,
  textChannels: ConfiguredChannels,
): boolean {
  return (
    settings.requireMobileCode &&
    mobileCodeChannel(settings, textChannels, BASE_LOCALE) !== undefined
  );
}
