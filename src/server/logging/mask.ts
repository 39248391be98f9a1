/**
 * Masks customers' personal data (phone numbers, e-mail addresses, transaction numbers) and
 * secrets in text bound for the log. What stays (the last digits, the first letter and domain of
 * an address) is enough for staff to match a log line to a booking, not to call or mail anyone.
 */

const KEEP_DIGITS = 4;

/** Every character but the last four becomes `*`: "9876543210" → "******3210". */
export function maskTail(value: string): string {
  const kept = value.length > KEEP_DIGITS + 2 ? value.slice(-KEEP_DIGITS) : '';
  return '*'.repeat(value.length - kept.length) + kept;
}

/** "asha@example.in" → "a***@example.in": the mailbox is hidden, the domain helps with delivery. */
export function maskEmail(value: string): string {
  const at = value.lastIndexOf('@');
  if (at < 1) return maskTail(value);
  return `${value[0]}***${value.slice(at)}`;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

/**
 * A phone-like number: digit groups of three or more, optionally after a short country code,
 * separated by single spaces or hyphens ("98765 43210", "+91-9876543210", a 12-digit UTR).
 * Not inside a word, and not the serial of an order number (HSRPBOOKING/2026/1121123456), which
 * is no one's personal data and which staff need to find in the log.
 */
const LONG_NUMBER =
  /(?<![\w+])(?<!HSRPBOOKING\/\d{4}\/)\+?(?:\d{1,3}[ -])?\d{3,}(?:[ -]\d{3,})*(?!\w)/g;
const MIN_PHONE_DIGITS = 10;

/** A transaction number after its label, as in our mails ("Transaction number:  UTR4123…"). */
const LABELLED_TXN =
  /\b(transaction (?:number|no\.?|id)|txn ?(?:id|no\.?)?|utr(?: number| no\.?)?)(\s*[:=#]?\s*)(?=[A-Za-z-]*\d)([A-Za-z0-9-]{5,})/gi;

const LINK = /https?:\/\/[^\s<>"'`]+/g;

function maskPlain(text: string): string {
  return text
    .replace(EMAIL, maskEmail)
    .replace(LABELLED_TXN, (_m, label: string, gap: string, txn: string) => {
      return `${label}${gap}${maskTail(txn)}`;
    })
    .replace(LONG_NUMBER, (match) => {
      const digits = match.replace(/\D/g, '');
      return digits.length >= MIN_PHONE_DIGITS ? maskTail(digits) : match;
    });
}

export interface MaskTextOptions {
  /**
   * Leave http(s) links untouched (default), so a logged mail's links still work: the password
   * reset link must be usable from the log until SMTP is set up. Off for request URLs, whose
   * query strings are exactly where searches put phone numbers.
   */
  keepLinks?: boolean;
}

/** Masks e-mail addresses, phone-like numbers and labelled transaction numbers in free text. */
export function maskText(text: string, { keepLinks = true }: MaskTextOptions = {}): string {
  if (!keepLinks) return maskPlain(text);
  let masked = '';
  let last = 0;
  for (const link of text.matchAll(LINK)) {
    masked += maskPlain(text.slice(last, link.index)) + link[0];
    last = link.index + link[0].length;
  }
  return masked + maskPlain(text.slice(last));
}

/** A request URL for the log: every path segment and query value masked, the shape kept. */
export function maskUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const maskedPath = path
    .split('/')
    .map((segment) => maskEncoded(segment))
    .join('/');
  if (queryAt < 0) return maskedPath;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq < 0
        ? maskEncoded(pair)
        : `${pair.slice(0, eq + 1)}${maskEncoded(pair.slice(eq + 1))}`;
    })
    .join('&');
  return `${maskedPath}?${query}`;
}

/** Decodes (so "98765%2043210" is seen as a number), masks, and encodes again when it changed. */
function maskEncoded(part: string): string {
  const spaced = part.replace(/\+/g, ' ');
  let decoded: string;
  try {
    decoded = decodeURIComponent(spaced);
  } catch {
    // Broken UTF-8: each escape on its own, so none can hide the digits beside it.
    decoded = spaced.replace(/%([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  }
  const masked = maskText(decoded, { keepLinks: false });
  return masked === decoded ? part : encodeURIComponent(masked);
}

const SECRET_KEY = /pass(word)?|secret|token|cookie|authorization/i;
const EMAIL_KEY = /e-?mail|mailto|recipient/i;
const DIGITS_KEY = /phone|mobile|txn|utr|transaction/i;
const MAX_DEPTH = 6;

/**
 * A value about to be logged, masked by its key where the key says what it holds (a `password`
 * is never shown, a `phone` keeps its last digits) and by its text everywhere else. Plain objects
 * and arrays are walked; other objects (requests, errors) are left to their serializers.
 */
export function maskLogValue(key: string, value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    if (SECRET_KEY.test(key)) return '[redacted]';
    if (EMAIL_KEY.test(key)) return maskText(value.includes('@') ? maskEmail(value) : value);
    if (DIGITS_KEY.test(key)) return maskTail(value);
    return maskText(value);
  }
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
