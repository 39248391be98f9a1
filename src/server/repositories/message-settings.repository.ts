import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { MESSAGE_SETTINGS_KEY } from '#server/db/setting-keys.ts';
import {
  DEFAULT_MESSAGE_SETTINGS,
  type MessageSettings,
  MessageSettingsSchema,
} from '#shared/messaging/message-settings.ts';
import { getSetting, setSetting } from './settings.repository.ts';

/**
 * The owner's WhatsApp and SMS choices, or the defaults until saved. Each kind missing from what
 * is stored (a kind added since) takes its defaults; a stored value that no longer parses gives
 * the defaults, which send no SMS (no flow ids), so nothing goes out unasked.
 */
export async function getMessageSettings(db: Kysely<Database>): Promise<MessageSettings> {
  const stored = await getSetting(db, MESSAGE_SETTINGS_KEY);
  if (!stored) return DEFAULT_MESSAGE_SETTINGS;
  const saved = JSON.parse(stored) as Partial<MessageSettings>;
  const parsed = MessageSettingsSchema.safeParse({
    ...DEFAULT_MESSAGE_SETTINGS,
    ...saved,
    kinds: { ...DEFAULT_MESSAGE_SETTINGS.kinds, ...saved.kinds },
  });
  return parsed.success ? parsed.data : DEFAULT_MESSAGE_SETTINGS;
}

export async function saveMessageSettings(
  db: Kysely<Database>,
  settings: MessageSettings,
  updatedBy: string,
  now = new Date(),
): Promise<void> {
  await setSetting(db, MESSAGE_SETTINGS_KEY, JSON.stringify(settings), updatedBy, now);
}
