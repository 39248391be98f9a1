import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { permanentFailure } from '#server/mail/delivery-failure.ts';
import type { OutgoingMail } from '#server/mail/mail-transport.ts';
import { getMessageSettings } from '#server/repositories/message-settings.repository.ts';
import type { KindSettings, MessageSettings } from '#shared/messaging/message-settings.ts';
import {
  TEXT_MESSAGE_LABELS,
  type TextChannel,
  type TextMessagePayload,
} from '#shared/messaging/text-messages.ts';
import type { Locale } from '#shared/site/locale.ts';

const CHANNEL_NAMES: Record<TextChannel, string> = { whatsapp: 'WhatsApp', sms: 'SMS' };
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** A language in staff words ("Hindi"), for the reasons the outbox records. */
export const languageName = (language: Locale) => languageNames.of(language) ?? language;

/** What a text transport needs at sending: the payload and the owner's settings as they are now. */
export interface TextSending {
  payload: TextMessagePayload;
  settings: MessageSettings;
  kind: KindSettings;
}

/**
 * Reads the owner's message settings when the message goes (not when it was queued), so a
 * template renamed or a channel switched off since applies to messages still waiting. A kind
 * switched off for this channel is not sent: the row fails with the reason, for staff to see.
 */
export async function textSending(
  db: Kysely<Database>,
  channel: TextChannel,
  { payload }: OutgoingMail,
): Promise<TextSending> {
  if (!payload) {
    throw permanentFailure(`A ${CHANNEL_NAMES[channel]} message needs its template and values.`);
  }
  const settings = await getMessageSettings(db);
  const kind = settings.kinds[payload.kind];
  if (!kind[channel]) {
    throw permanentFailure(
      `Not sent: ${CHANNEL_NAMES[channel]} is switched off for ${TEXT_MESSAGE_LABELS[payload.kind]} on the Messages page.`,
    );
  }
  return { payload, settings, kind };
}
