import { complaintFormMessages } from '#web/i18n/complaint-messages.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { formMessages } from '#web/i18n/messages.ts';
import { type MessageTexts, showMessage } from '#web/i18n/use-form-message.ts';
import type { FormMessage } from '#web/lib/api-client.ts';

/**
 * useFormMessage for this page: it knows the page's own refusals too (ticketNotFound …), whose
 * texts only this chunk carries (en-complaints.ts), as useLazyFormMessage does for the lazy pages'.
 */
export function useComplaintMessage(): (
  message: FormMessage | null | undefined,
) => string | undefined {
  const texts: MessageTexts = {
    ...useMessages(formMessages),
    ...useMessages(complaintFormMessages),
  };
  return (message) => showMessage(message, texts);
}
