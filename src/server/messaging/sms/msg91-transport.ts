import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { DeliveryFailure, permanentFailure } from '#server/mail/delivery-failure.ts';
import type { MailTransport } from '#server/mail/mail-transport.ts';
import { smsFlowId } from '#shared/messaging/message-settings.ts';
import { TEXT_MESSAGE_LABELS } from '#shared/messaging/text-messages.ts';
import { languageName, textSending } from '../text-transport-rules.ts';
import { sendFlow } from './msg91-client.ts';
import type { Msg91Config } from './msg91-config.ts';

/**
 * The one naming rule for an SMS template's values: the payload's parameters in order as var1,
 * var2 … (MSG91 fills each ##varN## of the template registered under the flow). The README tells
 * the owner to write their MSG91 templates with these names.
 */
export const smsVariables = (params: readonly string[]): Record<string, string> =>
  Object.fromEntries(params.map((value, i) => [`var${i + 1}`, value]));

// MSG91's flow API offers no way to ask whether a request it may have taken went out (decision
// 0045): staff decide, with the SMS report in hand, rather than risk a second SMS.
const UNKNOWN = 'Outcome unknown — check the SMS report on MSG91 before resending.';

/**
 * The outbox's SMS channel: each row's payload through the MSG91 flow (DLT template) the owner
 * entered for its kind and language. No flow id: not sent (fail closed), with the reason.
 */
export function createSmsTransport(
  db: Kysely<Database>,
  config: Msg91Config,
  options: { timeoutMs?: number } = {},
): MailTransport {
  return {
    deliveredAs: 'sent',
    async deliver(message) {
      const { payload, settings } = await textSending(db, 'sms', message);
      const templateId = smsFlowId(settings, payload.kind, payload.language);
      if (!templateId) {
        throw permanentFailure(
          `No MSG91 template id for ${TEXT_MESSAGE_LABELS[payload.kind]} in ${languageName(payload.language)}: enter it on the Messages page.`,
        );
      }
      const variables = smsVariables(payload.params);
      const result = await sendFlow(config, { templateId, mobile: message.to, variables }, options);
      if (result.ok) return { providerId: result.providerId };
      if (result.unknown) throw permanentFailure(`${result.reason}. ${UNKNOWN}`);
      throw new DeliveryFailure(result.reason, !result.retry);
    },
    close: () => {},
  };
}
