import { ApiError } from '../../lib/api-client';

export const SUBMIT_FAILED_MESSAGE = 'Failed to submit payment. Please try again.';

export interface SubmitError {
  message: string;
  fieldErrors: Record<string, string>;
}

/** The server's words when it sent any (spec section 8), else the standard message. */
export function toSubmitError(error: unknown): SubmitError {
  if (error instanceof ApiError) {
    return {
      message: error.serverMessage ?? SUBMIT_FAILED_MESSAGE,
      fieldErrors: error.fieldErrors,
    };
  }
  return { message: SUBMIT_FAILED_MESSAGE, fieldErrors: {} };
}
