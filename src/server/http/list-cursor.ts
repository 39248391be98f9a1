import { HttpError } from './http-error.ts';

/** A place in a newest-first list: the last row's time and id (ids break ties of one moment). */
export interface ListCursor {
  createdAt: string;
  id: string;
}

/** The `cursor` a list answers for its next page; opaque to the browser. */
export function encodeCursor({ createdAt, id }: ListCursor): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');
}

/** Reads a cursor back; a made-up or mangled one is a 400 asking for a refresh. */
export function decodeCursor(cursor: string): ListCursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof createdAt === 'string' && typeof id === 'string') return { createdAt, id };
  } catch {
    // fall through to the 400 below
  }
  throw new HttpError(400, 'This list position is no longer valid. Please refresh the list.');
}
