import { en } from '#web/i18n/en.ts';
import { ApiError } from '#web/lib/api-client.ts';

/**
 * What a failed submission says when the server gave no words of its own
 * (docs/product.md#payment-by-upi); in English like the server's messages, translated where shown.
 */
export const SUBMIT_FAILED_MESSAGE = en.formMessages.submitFailed;

export interface SubmitError {
  message: string;
  fieldErrors: Record<string, string>;
}

/** The server's words when it sent any, else the standard message. */
export function toSubmitError(error: unknown): SubmitError {
  if (error instanceof ApiError) {
    return {
      message: error.serverMessage ?? SUBMIT_FAILED_MESSAGE,
      fieldErrors: error.fieldErrors,
    };
  }
  return { message: SUBMIT_FAILED_MESSAGE, fieldErrors: {} };
}
