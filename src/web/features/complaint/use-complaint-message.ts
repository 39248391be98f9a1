import { complaintFormMessages } from '#web/i18n/complaint-messages.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { formMessages } from '#web/i18n/messages.ts';
import type { FormMessage } from '#web/lib/api-client.ts';

/**
 * useFormMessage for this page: it knows the page's own refusals too (ticketNotFound …), whose
 * texts only this chunk carries (en-complaints.ts), as useLazyFormMessage does for the lazy pages'.
 */
export function useComplaintMessage(): (
  message: FormMessage | null | undefined,
) => string | undefined {
  const texts: Readonly<Partial<Record<string, string>>> = {
    ...useMessages(formMessages),
    ...useMessages(complaintFormMessages),
  };
  return (message) => {
    if (!message) return undefined;
    if (typeof message === 'string') return texts[message] ?? message;
    return (message.key && texts[message.key]) || message.text;
  };
}
