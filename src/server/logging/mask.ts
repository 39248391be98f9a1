/**
 * Masks customers' personal data (phone numbers, e-mail addresses, transaction numbers, order and
 * registration numbers, names where a field names them) and secrets in text bound for the log.
 * What stays (the last four characters, the first letter and domain of an address) is enough for
 * staff to match a log line to a booking, not to call, mail or find anyone.
 *
 * Every pattern here runs in time linear in its input, whatever the input (a request URL is the
 * attacker's to choose): no pattern may consume an unbounded run and then fail at each position
 * of it. And what is masked is cut to a few KB first, so no log line costs more than that.
 */

const KEEP_CHARS = 4;

/** Longest text masked and logged; the rest is cut off. */
export const MAX_LOGGED_CHARS = 4096;
/** Longest request URL logged (our own URLs are well under 200 characters). */
export const MAX_LOGGED_URL_CHARS = 2048;

/** Every character but the last four becomes `*`: "9876543210" → "******3210". */
export function maskTail(value: string): string {
  const kept = value.length > KEEP_CHARS + 2 ? value.slice(-KEEP_CHARS) : '';
  return '*'.repeat(value.length - kept.length) + kept;
}

/** "asha@example.in" → "a***@example.in": the mailbox is hidden, the domain helps with delivery. */
export function maskEmail(value: string): string {
  const at = value.lastIndexOf('@');
  if (at < 1) return maskTail(value);
  return `${value[0]}***${value.slice(at)}`;
}

/** "Asha Verma" → "A***": a name says nothing staff need in a log. */
export function maskName(value: string): string {
  return value.length === 0 ? value : `${value[0]}***`;
}

const TOKEN_CHAR = /[\w@.%+-]/;

/** Whether text[end - 1] belongs to a token: a word, an address, or a spaced number's gap. */
function endsInToken(text: string, end: number): boolean {
  const char = text[end - 1] ?? '';
  return TOKEN_CHAR.test(char) || (char === ' ' && /\d/.test(text[end - 2] ?? ''));
}

/**
 * Cuts `text` to `max` characters, never through a number or address (the visible half would
 * escape masking): the cut moves back to the start of the token it falls in.
 */
export function cutForLog(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max;
  while (end > 0 && endsInToken(text, end)) end -= 1;
  return `${text.slice(0, end)}…[${text.length - end} characters cut]`;
}

/**
 * An e-mail address. The look-behind lets a match start only where a run of address characters
 * starts: otherwise a long run without "@" would be scanned again from each of its positions.
 */
const EMAIL = /(?<![\w.%+-])[\w.%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

/**
 * A phone-like number: digit groups of three or more, optionally after a short country code,
 * separated by single spaces or hyphens ("98765 43210", "+91-9876543210", a 12-digit UTR, the
 * serial of an order number, HSRPBOOKING/2026/1121123456). Not inside a word. Linear: a match
 * can fail only at a group followed by a letter, and then it has consumed that group alone.
 */
const LONG_NUMBER = /(?<![\w+])\+?(?:\d{1,3}[ -])?\d{3,}(?:[ -]\d{3,})*(?!\w)/g;
const MIN_PHONE_DIGITS = 10;

/**
 * An Indian registration number: "UK08AB1234", "MH 12 DE 1433", "KA-01-HH-1234", or the BH
 * series "22 BH 1234 AA". At most 15 characters, so each try is short.
 */
const REG_NUMBER =
  /\b(?:[A-Z]{2}[ -]?\d{1,2}[ -]?(?:[A-Z]{1,3}[ -]?)?\d{4}|\d{2}[ -]?BH[ -]?\d{4}[ -]?[A-Z]{1,2})\b/gi;

/**
 * A transaction number after its label, as in our mails ("Transaction number:  UTR4123…"). The
 * gap and the look-ahead are bounded: unbounded, "utr" and 16,000 spaces took a second.
 */
const LABELLED_TXN =
  /\b(transaction (?:number|no\.?|id)|txn ?(?:id|no\.?)?|utr(?: number| no\.?)?)(\s{0,8}(?:[:=#]\s{0,8})?)(?=[A-Za-z-]{0,40}\d)([A-Za-z0-9-]{5,})/gi;

const LINK = /https?:\/\/[^\s<>"'`]+/g;

function maskPlain(text: string): string {
  return text
    .replace(EMAIL, maskEmail)
    .replace(LABELLED_TXN, (_m, label: string, gap: string, txn: string) => {
      return `${label}${gap}${maskTail(txn)}`;
    })
    .replace(REG_NUMBER, (match) => maskTail(match.replace(/[ -]/g, '')))
    .replace(LONG_NUMBER, (match) => {
      const digits = match.replace(/\D/g, '');
      return digits.length >= MIN_PHONE_DIGITS ? maskTail(digits) : match;
    });
}

export interface MaskTextOptions {
  /**
   * Leave http(s) links untouched (default), so a logged password-reset link still works outside
   * production. Off for request URLs, whose query strings are where searches put phone numbers.
   */
  keepLinks?: boolean;
  /** Where the text is cut (tests of the patterns themselves lift it). */
  maxChars?: number;
}

/**
 * Masks e-mail addresses, phone-like, order, registration and labelled transaction numbers in
 * free text, cut to MAX_LOGGED_CHARS first. Names in free text cannot be found this way: log
 * them only as fields whose key says so (maskLogValue), or not at all.
 */
export function maskText(
  text: string,
  { keepLinks = true, maxChars = MAX_LOGGED_CHARS }: MaskTextOptions = {},
): string {
  const cut = cutForLog(text, maxChars);
  if (!keepLinks) return maskPlain(cut);
  let masked = '';
  let last = 0;
  for (const link of cut.matchAll(LINK)) {
    masked += maskPlain(cut.slice(last, link.index)) + link[0];
    last = link.index + link[0].length;
  }
  return masked + maskPlain(cut.slice(last));
}

const SECRET_KEY = /pass(word)?|secret|token|cookie|authorization/i;
const EMAIL_KEY = /e-?mail|mailto|recipient/i;
const DIGITS_KEY = /phone|mobile|txn|utr|transaction|reg(istration)?_?(number|no)/i;
const SEARCH_KEY = /^(q|search)$/i;
const NAME_KEY = /^(full|customer|owner)?_?name$/i;

/** A string masked by what its key says it holds, else by its text. */
function maskByKey(key: string, value: string, text: MaskTextOptions): string {
  if (SECRET_KEY.test(key)) return '[redacted]';
  if (NAME_KEY.test(key)) return maskName(value);
  if (EMAIL_KEY.test(key)) return maskText(value.includes('@') ? maskEmail(value) : value, text);
  if (DIGITS_KEY.test(key)) return maskTail(cutForLog(value, MAX_LOGGED_CHARS));
  // Admins search by number or by a customer's name: without digits it is taken for a name.
  if (SEARCH_KEY.test(key)) {
    return /\d/.test(value) ? maskTail(cutForLog(value, MAX_LOGGED_CHARS)) : maskName(value);
  }
  return maskText(value, text);
}

/**
 * Paths that carry a secret: MSG91 does not sign its delivery reports, so the token in their
 * address (routes/webhooks.routes.ts) is what admits them, and it must not reach the logs.
 */
const SECRET_IN_PATH = /^(\/webhooks\/msg91\/)[^/?#]*/i;

/**
 * A request URL for the log, cut to MAX_LOGGED_URL_CHARS: every path segment and query value
 * masked (by its key where the key tells: a `regNumber`, an admin's `search`), the shape kept.
 */
export function maskUrl(url: string): string {
  const cut = cutForLog(url, MAX_LOGGED_URL_CHARS).replace(SECRET_IN_PATH, '$1[redacted]');
  const queryAt = cut.indexOf('?');
  const path = queryAt < 0 ? cut : cut.slice(0, queryAt);
  const maskedPath = path
    .split('/')
    .map((segment) => maskEncoded(segment, ''))
    .join('/');
  if (queryAt < 0) return maskedPath;
  const query = cut
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return maskEncoded(pair, '');
      const key = pair.slice(0, eq);
      return `${key}=${maskEncoded(pair.slice(eq + 1), decodeForLog(key))}`;
    })
    .join('&');
  return `${maskedPath}?${query}`;
}

/** Decodes (so "98765%2043210" is seen as a number), masks, and encodes again when it changed. */
function maskEncoded(part: string, key: string): string {
  const decoded = decodeForLog(part);
  const masked = maskByKey(key, decoded, { keepLinks: false });
  return masked === decoded ? part : encodeURIComponent(masked);
}

function decodeForLog(part: string): string {
  const spaced = part.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    // Broken UTF-8: each escape on its own, so none can hide the digits beside it.
    return spaced.replace(/%([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  }
}

const MAX_DEPTH = 6;

/**
 * A value about to be logged, masked by its key where the key says what it holds (a `password`
 * is never shown, a `phone` keeps its last digits, a `fullName` its first letter) and by its text
 * everywhere else. Plain objects and arrays are walked; other objects (requests, errors) are left
 * to their serializers.
 */
export function maskLogValue(key: string, value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskByKey(key, value, {});
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (SECRET_KEY.test(key)) return '[redacted]';
  if (Array.isArray(value)) return value.map((item) => maskLogValue(key, item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) {
    return value;
  }
  return maskLogFields(value as Record<string, unknown>, depth + 1);
}

/** Every field of a log object through maskLogValue. */
export function maskLogFields(fields: Record<string, unknown>, depth = 0): Record<string, unknown> {
  const masked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) masked[key] = maskLogValue(key, value, depth);
  return masked;
}
