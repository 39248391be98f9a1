import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { DeliveryFailure } from '#server/mail/delivery-failure.ts';
import type { MailTransport } from '#server/mail/mail-transport.ts';
import { textSending } from '../text-transport-rules.ts';
import { type SendOptions, sendTemplate } from './whatsapp-client.ts';
import type { WhatsAppConfig } from './whatsapp-config.ts';

// Said with a lost answer: the worker sends it again only if no status report names it by then.
const UNKNOWN =
  'Meta may have taken it: before sending again the outbox checks for its status report.';

/**
 * The outbox's WhatsApp channel: each row's payload as the approved template the owner named for
 * its kind, in the customer's language, with the row id as the callback data Meta returns on the
 * message's status reports. Meta's 4xx fails the row for good; 429, 5xx and no answer retry.
 */
export function createWhatsAppTransport(
  db: Kysely<Database>,
  config: WhatsAppConfig,
  options: Pick<SendOptions, 'timeoutMs'> = {},
): MailTransport {
  return {
    deliveredAs: 'sent',
    async deliver(message) {
      const { payload, kind } = await textSending(db, 'whatsapp', message);
      const result = await sendTemplate(
        config,
        {
          to: message.to,
          template: kind.whatsappTemplate,
          language: payload.language,
          bodyParams: payload.params,
          // An authentication template (Meta's kind for codes) has a copy-code button too.
          ...(payload.kind === 'mobile_code' && { copyCode: payload.params[0] ?? '' }),
          ...(message.id && { callbackData: message.id }),
        },
        options,
      );
      if (result.ok) return { providerId: result.providerId };
      const reason = result.unknown ? `${result.reason}. ${UNKNOWN}` : result.reason;
      throw new DeliveryFailure(reason, !result.retry);
    },
    close: () => {},
  };
}
