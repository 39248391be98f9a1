import { useStore } from '@nanostores/react';
import { lazyFormMessages } from './lazy-messages.ts';
import { formMessages } from './messages.ts';
import { translateLazyFormMessage } from './translate-lazy-form-message.ts';

/** useFormMessage for lazy pages: also translates their own messages (the appointment's). */
export function useLazyFormMessage(): (message: string | null | undefined) => string | undefined {
  const translated = useStore(formMessages);
  const translatedLazy = useStore(lazyFormMessages);
  return (message) =>
    message ? translateLazyFormMessage(message, translated, translatedLazy) : undefined;
}
