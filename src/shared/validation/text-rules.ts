import * as z from 'zod/mini';

/**
 * A name, a city or anything that may end up in a mail header: no line breaks, no control
 * characters, and no half of a surrogate pair (\p{Cs}: in `u` mode only a lone one is seen as
 * such). No keyboard types one, and text holding one cannot be put in a link: a business name
 * with one made two-factor enrolment fail (encodeURIComponent throws on it).
 */
export const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;

/**
 * Free text (an address, notes) may span lines and hold tabs, but no other control characters. A
 * CR only as part of CRLF: a lone one ends a line in some readers (calendar apps) but not others,
 * so text could smuggle lines of its own into a file that escapes only LF.
 */
export const MULTI_LINE = /^(?:[^\p{Cc}\p{Cs}]|\r\n|[\n\t])*$/u;

/**
 * What a valid email address is, everywhere: at most 254 characters (RFC 5321), and well formed.
 * `message`: a customer schema's key, or an admin schema's English words.
 */
export const emailChecks = (message: string) =>
  [z.maxLength(254, message), z.email(message)] as const;

/** A required one-line text of at most `max` characters, with messages that name it. */
export const requiredLine = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .check(
      z.trim(),
      z.minLength(1, `Please enter the ${label}.`),
      z.maxLength(max, `Please keep the ${label} under ${max} characters.`),
      z.regex(SINGLE_LINE, `Please remove line breaks from the ${label}.`),
    );
