import * as z from 'zod/mini';
import { MessageSettingsSchema, smsFlowId } from '#shared/messaging/message-settings.ts';
import type { TextChannel, TextMessageKind } from '#shared/messaging/text-messages.ts';
import { LOCALE_CODES, type Locale } from '#shared/site/locales.ts';

/**
 * The owner's Messages page (issue 36): the saved choices, and which text providers this server
 * has (only the environment can turn one on: tokens and keys are never stored or shown).
 */
export const TextChannelsSchema = z.object({ whatsapp: z.boolean(), sms: z.boolean() });
export type TextChannels = z.infer<typeof TextChannelsSchema>;

export const MessageSetupSchema = z.object({
  settings: MessageSettingsSchema,
  textChannels: TextChannelsSchema,
});
export type MessageSetup = z.infer<typeof MessageSetupSchema>;

export const MESSAGE_SETUP_MESSAGES = {
  /** Without a provider no code could reach the customer, and no booking could hold a place. */
  codeNeedsChannel:
    'Mobile number confirmation needs WhatsApp or SMS set up on this server first (WHATSAPP_* or MSG91_* in the environment), so it was not turned on and nothing was saved.',
  codeNeedsChannelHint:
    'Possible once WhatsApp or SMS is set up on this server (WHATSAPP_* or MSG91_* in the environment).',
  saved: 'Message settings saved.',
  saveFailed: 'Failed to save the message settings.',
  loadFailed: 'Failed to load the message settings.',
} as const;

/** How the environment turns each channel on, for the page's "off" line. */
export const CHANNEL_SETUP_HINTS = {
  whatsapp: 'off — set WHATSAPP_* in the environment',
  sms: 'off — set MSG91_* in the environment',
} as const satisfies Record<TextChannel, string>;

/** Languages in the admin area's words (English only). */
export const LANGUAGE_NAMES = { en: 'English', hi: 'Hindi' } as const satisfies Record<
  Locale,
  string
>;

/** True when at least one text provider is configured: a code can reach the customer. */
export function anyTextChannel(channels: TextChannels): boolean {
  return channels.whatsapp || channels.sms;
}

/**
 * The languages in which a kind that is on for SMS goes without one (no MSG91 template id of its
 * own nor an English one to fall back on: fail closed). Empty when SMS is off for the kind.
 */
export function languagesWithoutSms(
  settings: z.infer<typeof MessageSettingsSchema>,
  kind: TextMessageKind,
): Locale[] {
  if (!settings.kinds[kind].sms) return [];
  return LOCALE_CODES.filter((language) => smsFlowId(settings, kind, language) === undefined);
}
