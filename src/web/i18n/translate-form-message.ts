import { en } from './en.ts';

export type FormMessages = typeof en.formMessages;

const KEY_BY_ENGLISH = new Map(
  Object.entries(en.formMessages).map(([key, text]) => [text, key as keyof FormMessages]),
);

/**
 * A message from the shared schemas, the server or a form's own fallback, found by its English
 * words, in the page's language (`translated`: formMessages in that language). Anything unknown
 * (a message the server added later) stays as it came: English is better than nothing.
 */
export function translateFormMessage(message: string, translated: FormMessages): string {
  const key = KEY_BY_ENGLISH.get(message);
  return key ? translated[key] : message;
}
