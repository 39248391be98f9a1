import { neverSent } from '../never-sent.ts';
import type { Msg91Config } from './msg91-config.ts';

/**
 * MSG91's own limit on one DLT variable ("strictly less than or equal to 40 characters"): a
 * longer value makes the SMS fail to match its DLT template and be dropped.
 */
export const MSG91_VARIABLE_MAX_LENGTH = 40;
/**
 * A link variable's limit. A link is registered on DLT as {#url#} and checked against its
 * whitelisted address rather than the 40 characters; on a template with plain variables, MSG91
 * has a longer link take three variables side by side ({#var#}{#var#}{#var#}). Either way a
 * tracking link (PUBLIC_URL, /track?#t= and a 43-character secret) fits in 3 × 40.
 */
export const MSG91_LINK_MAX_LENGTH = 3 * MSG91_VARIABLE_MAX_LENGTH;
/** A variable that is one web address and nothing else: a link, held to the link's limit. */
const LINK = /^https?:\/\/\S+$/;

/** How long a variable may be: the one rule for links and other values. */
export function variableLimit(value: string): number {
  return LINK.test(value) ? MSG91_LINK_MAX_LENGTH : MSG91_VARIABLE_MAX_LENGTH;
}
/** Long enough for a stalled MSG91; short enough that the outbox moves on. */
export const MSG91_TIMEOUT_MS = 10_000;

/** 91 and an Indian mobile number (10 digits from 6 to 9), as MSG91 takes it. */
const INDIAN_MOBILE = /^91[6-9]\d{9}$/;
/** MSG91 maps variables by name; `mobiles` is the recipient's own field. */
const VARIABLE_NAME = /^[A-Za-z]\w{0,29}$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

export type Msg91Flow = {
  /** The MSG91 template (mapped to its DLT template id); unset means SMS is off for this kind. */
  templateId: string | undefined;
  /** 91XXXXXXXXXX */
  mobile: string;
  variables: Record<string, string>;
};

export type Msg91Result =
  | { ok: true; providerId: string }
  /**
   * retry: MSG91 may accept the same message later (429, 5xx, network, timeout). unknown: the
   * request may have reached MSG91 (no answer, or the connection broke after it was sent).
   */
  | { ok: false; retry: boolean; reason: string; unknown?: true };

type SendOptions = { signal?: AbortSignal; fetch?: typeof fetch; timeoutMs?: number };

/** A reason the flow is refused before any request, or undefined when it may be sent. */
function refuseFlow(flow: Msg91Flow): string | undefined {
  if (!flow.templateId?.trim()) return 'no DLT template id for this message';
  if (!INDIAN_MOBILE.test(flow.mobile)) return 'mobile must be 91 and a 10-digit Indian mobile';
  for (const [name, value] of Object.entries(flow.variables)) {
    if (!VARIABLE_NAME.test(name) || name === 'mobiles') return `bad variable name ${name}`;
    if (typeof value !== 'string') return `variable ${name} must be text`;
    if (CONTROL_CHARACTERS.test(value)) return `variable ${name} has control characters`;
    const limit = variableLimit(value);
    if ([...value].length > limit) return `variable ${name} is longer than ${limit} characters`;
  }
  return undefined;
}

/** MSG91 answers `{ type, message }`; anything else is read as no answer. */
function readAnswer(text: string): { type?: unknown; message?: unknown } {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    return {};
  }
}

/** Keeps a provider's text short and on one line for the log and the staff's screen. */
const brief = (text: unknown): string =>
  typeof text === 'string' && text.trim() ? text.replace(/\s+/g, ' ').trim().slice(0, 200) : '';

/**
 * Sends one DLT template SMS through MSG91's flow API. Never throws: every outcome is a result
 * the outbox can record, and only what may succeed later is marked retry.
 */
export async function sendFlow(
  config: Msg91Config,
  flow: Msg91Flow,
  options: SendOptions = {},
): Promise<Msg91Result> {
  const refused = refuseFlow(flow);
  if (refused) return { ok: false, retry: false, reason: refused };

  const timeout = AbortSignal.timeout(options.timeoutMs ?? MSG91_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  let text: string;
  try {
    response = await (options.fetch ?? fetch)(`${config.apiUrl}/api/v5/flow/`, {
      method: 'POST',
      headers: {
        authkey: config.authKey,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({
        template_id: flow.templateId,
        // Links in our SMS are our own whitelisted address, never MSG91's short links.
        short_url: '0',
        recipients: [{ mobiles: flow.mobile, ...flow.variables }],
      }),
      signal,
      // A redirect would carry the auth key elsewhere: it is a misconfiguration, not followed.
      redirect: 'manual',
    });
    text = await response.text();
  } catch (error) {
    const reason = timeout.aborted
      ? `MSG91 did not answer within ${(options.timeoutMs ?? MSG91_TIMEOUT_MS) / 1000} s`
      : options.signal?.aborted
        ? 'sending was stopped before MSG91 answered'
        : `MSG91 could not be reached: ${brief((error as Error).message) || 'network error'}`;
    return { ok: false, retry: true, reason, ...(!neverSent(error) && { unknown: true as const }) };
  }

  const answer = readAnswer(text);
  const said = brief(answer.message) || brief(text.slice(0, 200));
  const http = `MSG91 HTTP ${response.status}${said ? `: ${said}` : ''}`;
  if (response.status === 429 || response.status >= 500) {
    return { ok: false, retry: true, reason: http };
  }
  if (!response.ok) {
    return { ok: false, retry: false, reason: http };
  }
  // MSG91 documents its refusals as `{ type: 'error', message }` without naming an HTTP status,
  // and some come with 200: read them on any 2xx too.
  if (answer.type === 'success' && brief(answer.message)) {
    return { ok: true, providerId: brief(answer.message) };
  }
  if (answer.type === 'error') {
    return { ok: false, retry: false, reason: `MSG91 refused: ${said || 'no reason given'}` };
  }
  // Accepted or not is unknown: not retried, so the customer never gets the SMS twice.
  return { ok: false, retry: false, reason: `MSG91 answered unreadably: ${said || '(empty)'}` };
}
