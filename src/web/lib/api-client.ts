/** An API call that failed: the server's own words when it sent any, for the page to show. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    /** The server's `message`, absent for network failures and non-JSON answers. */
    readonly serverMessage: string | undefined,
    readonly fieldErrors: Record<string, string> = {},
    /** The whole answer, for a screen that reads more than the message (a refused statement). */
    readonly body: unknown = undefined,
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

function toApiError(status: number, body: unknown): ApiError {
  if (typeof body !== 'object' || body === null) return new ApiError(status, undefined);
  const { message, fieldErrors } = body as { message?: unknown; fieldErrors?: unknown };
  const fields =
    typeof fieldErrors === 'object' && fieldErrors !== null
      ? Object.fromEntries(
          Object.entries(fieldErrors).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : {};
  return new ApiError(status, typeof message === 'string' ? message : undefined, fields, body);
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

/**
 * The server's own message when it refused the request (4xx), else the screen's standard text (a
 * 5xx message is generic and says less than ours).
 */
export function errorMessage(error: unknown, fallback: string): string {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return refused && error.serverMessage ? error.serverMessage : fallback;
}

/** The server's per-field messages (a 400's `fieldErrors`), for a form to show at its fields. */
export const fieldErrorsOf = (failure: unknown): Record<string, string> =>
  failure instanceof ApiError ? failure.fieldErrors : {};

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
