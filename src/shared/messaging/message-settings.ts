import * as z from 'zod/mini';
import { LOCALE_CODES, type Locale } from '#shared/site/locales.ts';
import { TEXT_MESSAGE_KINDS, type TextMessageKind } from './text-messages.ts';

/**
 * The owner's choices for WhatsApp and SMS (admin Messages page, owner only, audited): which
 * kinds go by which channel, each kind's WhatsApp template name and MSG91 flow ids (one per
 * language, each tied to a DLT template), the reminder hour, and whether a booking needs its
 * mobile number confirmed by a code. Secrets (tokens, keys) are never here: only in the
 * environment.
 */

/** WhatsApp template names: lowercase letters, digits and underscores (Meta's rule), ≤ 512. */
const TEMPLATE_NAME = /^[a-z0-9_]{1,512}$/;
/** An MSG91 flow (template) id: its hex id, or blank for "not registered" (fail closed). */
const FLOW_ID = /^[A-Za-z0-9_-]{0,64}$/;

export const MESSAGE_SETTING_MESSAGES = {
  templateName: 'A WhatsApp template name uses only lowercase letters, digits and underscores.',
  flowId: 'An MSG91 template id uses only letters, digits, - and _ (at most 64).',
  reminderHour: 'Choose a whole hour from 6 to 21 (India time).',
} as const;

const KindSettingsSchema = z.object({
  whatsapp: z.boolean(),
  sms: z.boolean(),
  whatsappTemplate: z.string().check(z.regex(TEMPLATE_NAME, MESSAGE_SETTING_MESSAGES.templateName)),
  /** MSG91 flow id per language; blank means that language's SMS is not sent. */
  smsTemplateIds: z.record(
    z.enum(LOCALE_CODES),
    z.string().check(z.trim(), z.regex(FLOW_ID, MESSAGE_SETTING_MESSAGES.flowId)),
  ),
});
export type KindSettings = z.infer<typeof KindSettingsSchema>;

export const MessageSettingsSchema = z.object({
  kinds: z.record(z.enum(TEXT_MESSAGE_KINDS), KindSettingsSchema),
  /** The India hour from which the day-before reminders go out. */
  reminderHour: z
    .int()
    .check(
      z.gte(6, MESSAGE_SETTING_MESSAGES.reminderHour),
      z.lte(21, MESSAGE_SETTING_MESSAGES.reminderHour),
    ),
  /** A booking holds a place only once its mobile number is confirmed with a code. */
  requireMobileCode: z.boolean(),
});
export type MessageSettings = z.infer<typeof MessageSettingsSchema>;

const noFlowIds = Object.fromEntries(LOCALE_CODES.map((code) => [code, ''])) as Record<
  Locale,
  string
>;

/** Until the owner saves: every kind on both channels, under its default template name, with no
 * SMS flow id (so no SMS goes until one is entered), reminders from 09:00, no code required. */
export const DEFAULT_MESSAGE_SETTINGS: MessageSettings = {
  kinds: Object.fromEntries(
    TEXT_MESSAGE_KINDS.map((kind) => [
      kind,
      { whatsapp: true, sms: true, whatsappTemplate: kind, smsTemplateIds: { ...noFlowIds } },
    ]),
  ) as Record<TextMessageKind, KindSettings>,
  reminderHour: 9,
  requireMobileCode: false,
};

/** The MSG91 flow id for `kind` in `language`, falling back to English; undefined: not sent. */
export function smsFlowId(
  settings: MessageSettings,
  kind: TextMessageKind,
  language: Locale,
): string | undefined {
  const ids = settings.kinds[kind].smsTemplateIds;
  return ids[language] || ids.en || undefined;
}
