import { complaintFormMessages } from '#web/i18n/complaint-messages.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { formMessages } from '#web/i18n/messages.ts';
import type { FormMessage } from '#web/lib/api-client.ts';

/**
 * useFormMessage for this page, which knows its own refusals too (ticketNotFound …). Written
 * here rather than importing use-form-message: a fourth importer split that module out of the
 * form's shared chunk, a request and preload more on the way to payment (issue 37's bytes).
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
