import type { Locale } from '#shared/site/locale.ts';

/**
 * One kind's words, as registered with Meta (a WhatsApp template) and on the DLT platform (an
 * SMS template): the body in each language with numbered places {{1}}, {{2}} … for the
 * parameters, in the order `params` names them. The README lists them for the owner to submit;
 * the outbox keeps the parameters and, for staff, the words as rendered.
 */
export interface TextTemplate {
  /** What each numbered place holds, in order (for the README and the admin page). */
  params: readonly string[];
  body: Readonly<Record<Locale, string>>;
  /**
   * The places that hold a link to PUBLIC_URL: registered on DLT as {#url#} (a whitelisted
   * address, not held to the 40-character limit of other variables: messaging/sms/msg91-client).
   */
  links?: readonly number[];
}

const PLACE = /\{\{(\d+)\}\}/g;

/** The body in `language` with each {{n}} filled from `params` (1-based, as Meta numbers them). */
export function renderText(
  template: TextTemplate,
  language: Locale,
  params: readonly string[],
): string {
  return template.body[language].replace(PLACE, (_, n: string) => params[Number(n) - 1] ?? '');
}

/** Each place of `body`, in order: a template whose places and params disagree is a bug. */
export function placesOf(body: string): number[] {
  return [...body.matchAll(PLACE)].map((match) => Number(match[1]));
}

/**
 * A value as a template parameter may hold it: Meta refuses parameters with line breaks, tabs
 * or more than four spaces in a row, and DLT matching ignores spacing, so typed text (a name,
 * an address) is written on one line with single spaces.
 */
export function textParam(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}
