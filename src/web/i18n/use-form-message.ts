import type { FormMessage } from '#web/lib/api-client.ts';
import { useMessages } from './language-context.tsx';
import { formMessages } from './messages.ts';

/** Texts by message key, in the page's language (formMessages, with lazyFormMessages on lazy pages). */
export type MessageTexts = Readonly<Partial<Record<string, string>>>;

/**
 * A message in the page's language: a key by its text; the server's answer by its key's text,
 * else in the server's own words (no key, or one this page does not know).
 */
export function showMessage(
  message: FormMessage | null | undefined,
  texts: MessageTexts,
): string | undefined {
  if (!message) return undefined;
  if (typeof message === 'string') return texts[message] ?? message;
  return (message.key && texts[message.key]) || message.text;
}

/**
 * Forms keep their messages as keys or the server's answers (FormMessage, lib/api-client.ts);
 * this shows one in the page's language. It knows the entry's messages: a lazy page's own (the
 * appointment's, the holds') need useLazyFormMessage(). No message stays no message.
 */
export function useFormMessage(): (message: FormMessage | null | undefined) => string | undefined {
  const texts: MessageTexts = useMessages(formMessages);
  return (message) => showMessage(message, texts);
}
