import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { newMailSecret } from '#server/mail/mail-secret.ts';
import { countCappedText } from '#server/mail/recipient-cap.ts';
import { indianMobile, providerNumber } from '#server/messaging/phone-number.ts';
import { TEXT_TEMPLATES } from '#server/messaging/text-templates/index.ts';
import { renderText, textParam } from '#server/messaging/text-templates/text-template.ts';
import { whatsappConsentsOf } from '#server/repositories/bookings.repository.ts';
import { getMessageSettings } from '#server/repositories/message-settings.repository.ts';
import { issueTrackingLinks } from '#server/tracking/tracking-links.ts';
import type { Booking } from '#shared/booking/booking.ts';
import type { MailKind } from '#shared/mail/mail-kinds.ts';
import { type MessageSettings, smsFlowId } from '#shared/messaging/message-settings.ts';
import type { TextChannel, TextMessageKind } from '#shared/messaging/text-messages.ts';
import { trackingLinkInMail, trackingLinkInSms } from './booking-mail-parts.ts';
import { customerMailLanguage } from './customer-language.ts';
import { byText, type Notice } from './notice.ts';
import type { NotifyContext } from './policy.ts';

/** One customer message a policy would send by WhatsApp and SMS besides its mail. */
export interface TextItem {
  kind: TextMessageKind;
  /** Where the admin mail screen files it: the kind of the mail it goes with. */
  mailKind: MailKind;
  bookingId: string;
  booking: Booking;
  /** The template's parameters; `link` is the tracking link, its secret's placeholder in it. */
  params: (link: string) => string[];
  /** Not sent after this time (a reminder once the appointment began). */
  notAfter?: string;
  /** Counted per number (mail/recipient-cap): messages anyone can cause by booking. */
  capped?: boolean;
}

/**
 * The one rule for who hears by text: WhatsApp when its provider is configured, the owner has
 * the kind on for WhatsApp and the customer agreed to WhatsApp messages; SMS when its provider is
 * configured, the kind is on for SMS and has a DLT template id in the customer's language (or
 * English): without one nothing goes (fail closed). A number that is not an Indian mobile gets
 * none. Both channels go when both are on: an SMS reaches a phone without WhatsApp.
 */
export function textChannelsFor(
  kind: TextMessageKind,
  booking: Booking,
  consentedAt: string | null | undefined,
  configured: NotifyContext['textChannels'],
  settings: MessageSettings,
): TextChannel[] {
  const on = settings.kinds[kind];
  const channels: TextChannel[] = [];
  if (configured?.whatsapp && on.whatsapp && consentedAt) channels.push('whatsapp');
  if (configured?.sms && on.sms && smsFlowId(settings, kind, customerMailLanguage(booking))) {
    channels.push('sms');
  }
  return channels;
}

/**
 * The WhatsApp and SMS rows for `items`, to queue with the mails. Each row that carries a link
 * gets a tracking link of its own (its secret kept in the row only until sent, like a mail's);
 * the stored words and parameters hold only the placeholder.
 */
export async function textNotices(
  trx: Kysely<Database>,
  items: readonly TextItem[],
  { publicUrl, textChannels, recipientCaps = true }: NotifyContext,
  now: Date,
): Promise<Notice[]> {
  if (items.length === 0 || !(textChannels?.whatsapp || textChannels?.sms)) return [];
  const settings = await getMessageSettings(trx);
  const consents = textChannels.whatsapp
    ? await whatsappConsentsOf(
        trx,
        items.map((item) => item.bookingId),
      )
    : new Map<string, string | null>();
  const rows: { item: TextItem; channel: TextChannel; mobile: string }[] = [];
  for (const item of items) {
    const mobile = indianMobile(item.booking.phone);
    if (!mobile) continue;
    const consent = consents.get(item.bookingId);
    const channels = textChannelsFor(item.kind, item.booking, consent, textChannels, settings);
    if (channels.length === 0) continue;
    if (item.capped && recipientCaps) {
      if (!(await countCappedText(trx, item.kind, mobile, now)).within) continue;
    }
    for (const channel of channels) rows.push({ item, channel, mobile });
  }
  const linked = rows.filter(({ item }) => TEXT_TEMPLATES[item.kind].links?.length);
  const tokens = await issueTrackingLinks(
    trx,
    linked.map(({ item }) => item.bookingId),
    now,
  );
  const tokenOf = new Map(linked.map((row, i) => [row, tokens[i] ?? '']));
  return rows.map((row) => {
    const { item, channel, mobile } = row;
    const language = customerMailLanguage(item.booking);
    const token = tokenOf.get(row);
    const secret = token === undefined ? undefined : newMailSecret(token);
    const placeholder = secret?.placeholder ?? '';
    const link =
      channel === 'sms'
        ? trackingLinkInSms(publicUrl, placeholder)
        : trackingLinkInMail(publicUrl, placeholder);
    const params = item.params(link).map(textParam);
    const payload = { kind: item.kind, language, params };
    const text = renderText(TEXT_TEMPLATES[item.kind], language, params);
    return {
      audience: 'customer' as const,
      message: byText(channel, item.mailKind, providerNumber(mobile), payload, text, {
        bookingId: item.bookingId,
        ...(secret && { secret }),
        ...(item.notAfter && { notAfter: item.notAfter }),
      }),
    };
  });
}
