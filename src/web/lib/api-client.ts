import type { MessageKey } from '#shared/validation/form-messages.ts';

/**
 * An API call that failed: the server's own words when it sent any, for the page to show, and
 * the keys of a customer message (the customer pages show those in their language).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    /** The server's `message` (English), absent for network failures and non-JSON answers. */
    readonly serverMessage: string | undefined,
    readonly fieldErrors: Record<string, string> = {},
    /** The whole answer, for a screen that reads more than the message (a refused statement). */
    readonly body: unknown = undefined,
    /** The message's key, when the server sent one (shared/validation/form-messages.ts). */
    readonly key: string | undefined = undefined,
    /** Each field message's key, where it has one. */
    readonly fieldKeys: Record<string, string> = {},
  ) {
    super(serverMessage ?? (status ? `Request failed with status ${status}` : 'Network error'));
  }
}

async function readJson(response: Response): Promise<unknown> {
  if (!response.headers.get('content-type')?.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** The text entries of an answer's object (its `fieldErrors`, `fieldKeys`). */
const texts = (value: unknown): Record<string, string> =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(
        Object.entries(value).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    : {};

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function toApiError(status: number, body: unknown): ApiError {
  if (typeof body !== 'object' || body === null) return new ApiError(status, undefined);
  const { message, key, fieldErrors, fieldKeys } = body as Record<string, unknown>;
  return new ApiError(status, text(message), texts(fieldErrors), body, text(key), texts(fieldKeys));
}

/**
 * The one way the web app calls the API: JSON in, `parse` checks the answer's shape, and any
 * non-2xx answer or network failure becomes an ApiError.
 */
export async function apiRequest<T>(
  path: string,
  parse: (data: unknown) => T,
  init: RequestInit = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { Accept: 'application/json', ...init.headers },
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, undefined);
  }
  const body = await readJson(response);
  if (!response.ok) throw toApiError(response.status, body);
  return parse(body);
}

/** A JSON request body for apiRequest / adminRequest. */
export function jsonRequest(method: 'POST' | 'PUT' | 'PATCH', body: unknown): RequestInit {
  return { method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
}

/** Whether the server refused the request (4xx) rather than failed at it. */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * The server's own message when it refused the request (4xx), else the screen's standard text (a
 * 5xx message is generic and says less than ours). The admin area's, in English; the customer
 * pages take the message's key too (refusalOf, below).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return isRefusal(error) && error.serverMessage ? error.serverMessage : fallback;
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * A server answer to show: its key when it sent one, and its English words, shown as they are
 * when there is no key or the page does not know it (an answer from a newer server).
 */
export interface ServerMessage {
  key?: string;
  text: string;
}

/**
 * What a customer page shows as a message: a key of the shared message tables (a schema's, or
 * the page's own words for a failure), or the server's answer. Shown in the page's language by
 * useFormMessage() (i18n/use-form-message.ts); never matched by its English words.
 */
export type FormMessage = MessageKey | ServerMessage;

/** The server's refusal (4xx) with its words, else the page's own `fallback` (network, 5xx). */
export function refusalOf(error: unknown, fallback: MessageKey): FormMessage {
  return isRefusal(error) && error.serverMessage
    ? { key: error.key, text: error.serverMessage }
    : fallback;
}

/** The server's per-field messages (a 400's `fieldErrors`, with their keys), for a form's fields. */
export function fieldMessagesOf(failure: unknown): Record<string, FormMessage> {
  if (!(failure instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(failure.fieldErrors).map(([field, text]) => [
      field,
      { key: failure.fieldKeys[field], text },
    ]),
  );
}
