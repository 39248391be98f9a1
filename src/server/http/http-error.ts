import type { MessageKey } from '#shared/validation/form-messages.ts';

/**
 * An error a handler throws to answer with a 4xx. Its message and field messages are shown to the
 * user: a customer message's key (keyedError), which the answer carries with its English, or
 * words shown as they are (the admin area's, English only).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A refusal a customer reads, by its message's key; `field`: the form field it is shown at. */
export const keyedError = (statusCode: number, key: MessageKey, field?: string): HttpError =>
  new HttpError(statusCode, key, field === undefined ? undefined : { [field]: key });
