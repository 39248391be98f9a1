import { useMessages } from './language-context.tsx';
import { lazyFormMessages } from './lazy-messages.ts';
import { formMessages } from './messages.ts';
import { translateLazyFormMessage } from './translate-lazy-form-message.ts';

/** useFormMessage for lazy pages: also translates their own messages (the appointment's). */
export function useLazyFormMessage(): (message: string | null | undefined) => string | undefined {
  const translated = useMessages(formMessages);
  const translatedLazy = useMessages(lazyFormMessages);
  return (message) =>
    message ? translateLazyFormMessage(message, translated, translatedLazy) : undefined;
}
