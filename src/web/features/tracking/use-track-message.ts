import { cancelFormMessages } from '#web/i18n/cancellation-messages.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { lazyFormMessages, trackFormMessages } from '#web/i18n/lazy-messages.ts';
import { formMessages } from '#web/i18n/messages.ts';
import { type MessageTexts, showMessage } from '#web/i18n/use-form-message.ts';
import type { FormMessage } from '#web/lib/api-client.ts';

/**
 * useFormMessage for the tracking page: it knows the page's own refusals too (trackNotFound,
 * trackLinkNotFound …), whose texts only the lazy chunks carry (en-lazy.ts), and those of what the
 * page does with an order (moving its appointment, cancelling it).
 */
export function useTrackMessage(): (message: FormMessage | null | undefined) => string | undefined {
  const texts: MessageTexts = {
    ...useMessages(formMessages),
    ...useMessages(lazyFormMessages),
    ...useMessages(cancelFormMessages),
    ...useMessages(trackFormMessages),
  };
  return (message) => showMessage(message, texts);
}
