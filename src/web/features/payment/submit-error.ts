import { ApiError, type FormMessage, fieldMessagesOf } from '#web/lib/api-client.ts';

export interface SubmitError {
  message: FormMessage;
  fieldErrors: Record<string, FormMessage>;
}

/**
 * The server's answer when it sent one, else the standard message for a failed submission
 * (docs/product.md#payment-by-upi), shown in the page's language.
 */
export function toSubmitError(error: unknown): SubmitError {
  if (error instanceof ApiError && error.serverMessage) {
    return {
      message: { key: error.key, text: error.serverMessage },
      fieldErrors: fieldMessagesOf(error),
    };
  }
  return { message: 'submitFailed', fieldErrors: fieldMessagesOf(error) };
}
