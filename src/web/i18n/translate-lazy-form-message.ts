import { enLazy } from './en-lazy.ts';
import { type FormMessages, translateFormMessage } from './translate-form-message.ts';

export type LazyFormMessages = typeof enLazy.lazyFormMessages;

const KEY_BY_ENGLISH = new Map(
  Object.entries(enLazy.lazyFormMessages).map(([key, text]) => [
    text,
    key as keyof LazyFormMessages,
  ]),
);

/**
 * translateFormMessage, knowing the lazy pages' own form messages too (en-lazy.ts): for code in
 * lazy chunks only, like the texts it reads.
 */
export function translateLazyFormMessage(
  message: string,
  translated: FormMessages,
  translatedLazy: LazyFormMessages,
): string {
  const key = KEY_BY_ENGLISH.get(message);
  return key ? translatedLazy[key] : translateFormMessage(message, translated);
}
