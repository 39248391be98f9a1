import * as z from 'zod';
import { neverSent } from '../never-sent.ts';
import type { WhatsAppConfig } from './whatsapp-config.ts';

export interface TemplateMessage {
  /** An Indian mobile number as Meta wants it: 91 and the 10 digits, no plus sign. */
  to: string;
  /** The approved template's name, e.g. booking_received. */
  template: string;
  /** The template's language code, e.g. en or hi. */
  language: string;
  /** The values of the body's {{1}}, {{2}}, … in order. */
  bodyParams: readonly string[];
  /**
   * An authentication template's code, for its copy-code button: Meta documents the button as a
   * url-type button at index 0 whose one text parameter is the same code as the body's.
   */
  copyCode?: string;
  /**
   * Sent as `biz_opaque_callback_data`: Meta does nothing with it but returns it on the
   * message's status webhooks, so a report can find the outbox row even when the send answer
   * (with the message id) was lost. At most 512 characters.
   */
  callbackData?: string;
}

export type SendResult =
  | { ok: true; providerId: string }
  /**
   * retry: the same request may succeed later (throttling, Meta's outage, no answer). unknown:
   * the request may have reached Meta (no answer, or the connection broke after it was sent), so
   * the message may be on its way.
   */
  | { ok: false; retry: boolean; reason: string; unknown?: true };

export interface SendOptions {
  /** Stops the request, e.g. when the server shuts down; the message is then retryable. */
  signal?: AbortSignal;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

// Mobile numbers in India start with 6 to 9 (landlines cannot receive WhatsApp messages).
const INDIAN_MOBILE = /^91[6-9]\d{9}$/;

// Meta reports some throttling and outages with HTTP 400 rather than 429 or 5xx: the error code
// says they pass (2 service unavailable, 4 and 80007 call limits, 130429 throughput, 131000
// unknown failure, 131056 too many messages to one number, 133004 server unavailable).
const RETRYABLE_CODES = new Set([2, 4, 80007, 130429, 131000, 131056, 133004]);

const SentSchema = z.object({
  messages: z.array(z.object({ id: z.string().min(1).max(128) })),
});

const MetaErrorSchema = z.object({
  error: z.object({
    message: z.string().optional(),
    code: z.union([z.number(), z.string()]).optional(),
    error_data: z.object({ details: z.string().optional() }).optional(),
  }),
});

/** Sends one approved template message through the WhatsApp Business Cloud API. */
export async function sendTemplate(
  config: WhatsAppConfig,
  message: TemplateMessage,
  { signal, fetch = globalThis.fetch, timeoutMs = DEFAULT_TIMEOUT_MS }: SendOptions = {},
): Promise<SendResult> {
  if (!INDIAN_MOBILE.test(message.to)) {
    return { ok: false, retry: false, reason: 'not an Indian mobile number (91 and 10 digits)' };
  }
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${config.apiUrl}/${config.phoneNumberId}/messages`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${config.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(templateBody(message)),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      redirect: 'error',
    });
    text = await response.text();
  } catch (error) {
    // No answer, or no whole answer: Meta may or may not have taken the message.
    const unknown = !neverSent(error) && { unknown: true as const };
    if (timeout.aborted) {
      return { ok: false, retry: true, reason: `no answer in ${timeoutMs} ms`, ...unknown };
    }
    if (signal?.aborted)
      return { ok: false, retry: true, reason: 'sending was stopped', ...unknown };
    return { ok: false, retry: true, reason: `network error: ${causeOf(error)}`, ...unknown };
  }
  return readAnswer(response.status, text);
}

/** The request body as Meta documents it for a template with body parameters. */
function templateBody({
  to,
  template,
  language,
  bodyParams,
  copyCode,
  callbackData,
}: TemplateMessage) {
  const components = [
    ...(bodyParams.length > 0
      ? [{ type: 'body', parameters: bodyParams.map((text) => ({ type: 'text', text })) }]
      : []),
    ...(copyCode !== undefined
      ? [
          {
            type: 'button',
            sub_type: 'url',
            index: '0',
            parameters: [{ type: 'text', text: copyCode }],
          },
        ]
      : []),
  ];
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: {
      name: template,
      language: { code: language },
      // A template without placeholders takes no components at all.
      ...(components.length > 0 && { components }),
    },
    ...(callbackData !== undefined && { biz_opaque_callback_data: callbackData }),
  };
}

function readAnswer(status: number, text: string): SendResult {
  const body = parseJson(text);
  if (status >= 200 && status < 300) {
    const providerId = SentSchema.safeParse(body).data?.messages[0]?.id;
    if (providerId) return { ok: true, providerId };
    // Meta accepted the request, so the message may be on its way: sending it again could
    // reach the customer twice, so this is not retried.
    return { ok: false, retry: false, reason: `HTTP ${status} without a message id` };
  }
  const error = MetaErrorSchema.safeParse(body);
  const code = error.success ? Number(error.data.error.code) : Number.NaN;
  const retry = status === 429 || status >= 500 || RETRYABLE_CODES.has(code);
  if (!error.success) return { ok: false, retry, reason: `HTTP ${status}` };
  const { message, error_data } = error.data.error;
  const parts = [
    message ?? `HTTP ${status}`,
    Number.isFinite(code) ? `(code ${code})` : undefined,
    error_data?.details,
  ];
  return { ok: false, retry, reason: clip(parts.filter(Boolean).join(' ')) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function causeOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

// The reason is stored and shown to staff: a provider's long answer stays readable.
function clip(reason: string): string {
  return reason.length > 500 ? `${reason.slice(0, 499)}…` : reason;
}
