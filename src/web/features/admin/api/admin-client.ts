import { ApiError, apiRequest } from '../../../lib/api-client';

/*
 * The one place that notices a lapsed admin session: any 401 from an admin call sends the admin
 * to the login page. The guarded layout registers how (it holds the router's navigate).
 */
let onUnauthorized: (() => void) | null = null;

export function setUnauthorizedHandler(handler: (() => void) | null) {
  onUnauthorized = handler;
}

/** apiRequest for the signed-in admin area. */
export async function adminRequest<T>(
  path: string,
  parse: (data: unknown) => T,
  init: RequestInit = {},
): Promise<T> {
  try {
    return await apiRequest(path, parse, init);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) onUnauthorized?.();
    throw error;
  }
}

/** A JSON request body for apiRequest / adminRequest. */
export function jsonRequest(method: 'POST' | 'PUT' | 'PATCH', body: unknown): RequestInit {
  return { method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
}

/**
 * Spec section 8: the server's own message when it refused the request (4xx), else the screen's
 * standard text (a 5xx message is generic and says less than ours).
 */
export function errorMessage(error: unknown, fallback: string): string {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return refused && error.serverMessage ? error.serverMessage : fallback;
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
