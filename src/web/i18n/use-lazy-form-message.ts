import type { FormMessage } from '#web/lib/api-client.ts';
import { lazyFormMessages } from './booking-path-messages.ts';
import { useMessages } from './language-context.tsx';
import { formMessages } from './messages.ts';
import { showMessage } from './use-form-message.ts';

/** useFormMessage for lazy pages: it knows their own messages too (the appointment's, the holds'). */
export function useLazyFormMessage(): (
  message: FormMessage | null | undefined,
) => string | undefined {
  const texts = { ...useMessages(formMessages), ...useMessages(lazyFormMessages) };
  return (message) => showMessage(message, texts);
}
