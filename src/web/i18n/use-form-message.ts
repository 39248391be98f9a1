import { useMessages } from './language-context.tsx';
import { formMessages } from './messages.ts';
import { translateFormMessage } from './translate-form-message.ts';

/**
 * Forms keep their errors in the English words the schemas and the server use; this shows one in
 * the page's language. No message stays no message.
 */
export function useFormMessage(): (message: string | null | undefined) => string | undefined {
  const translated = useMessages(formMessages);
  return (message) => (message ? translateFormMessage(message, translated) : undefined);
}
