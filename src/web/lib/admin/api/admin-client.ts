import { ApiError, apiRequest } from '../../api-client.ts';

/*
 * The one place that notices a lapsed admin session: any 401 from an admin call sends the admin
 * to the login page. The guarded layout registers how (it holds the router's navigate).
 */
let onUnauthorized: (() => void) | null = null;

export function setUnauthorizedHandler(handler: (() => void) | null) {
  onUnauthorized = handler;
}

/** apiRequest for the signed-in admin area, its answer checked by `schema`. */
export async function adminRequest<T>(
  path: string,
  schema: { parse(data: unknown): T },
  init: RequestInit = {},
): Promise<T> {
  try {
    return await apiRequest(path, (data) => schema.parse(data), init);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) onUnauthorized?.();
    throw error;
  }
}
