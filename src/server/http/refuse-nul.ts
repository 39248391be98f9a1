import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.ts';

export const NUL_MESSAGE = 'The request contains a NUL character, which no field accepts.';

/**
 * True when a string anywhere in `value` holds U+0000. PostgreSQL cannot store it in text (the
 * query fails), SQLite would store it silently, and no field of ours has a use for it: so it is
 * refused at the edge, the same on both databases, whatever route or field it arrives in.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) pending.push(key, item);
    }
  }
  return false;
}

/** Refuses (400) a request with a NUL in its path parameters, query string or JSON body. */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw new HttpError(400, NUL_MESSAGE);
    }
  });
}
