import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Splits a list for IN (…) lists and multi-row inserts: SQLite refuses a statement with more than
 * 32,766 parameters, and 500 rows of a wide table stay well under that.
 */
export const IN_CHUNK = 500;

/**
 * The list in chunks of IN_CHUNK, letting the event loop run between them. SQLite's queries run
 * on the main thread, so one long list (a statement's 10,000 lines) would otherwise hold every
 * other request, a health probe too, until it ends; inside a transaction the others' queries
 * still wait for it to commit, only the process stays responsive.
 */
export async function* inChunks<T>(
  items: readonly T[],
  size: number = IN_CHUNK,
): AsyncGenerator<T[]> {
  for (let start = 0; start < items.length; start += size) {
    if (start > 0) await nextTurn();
    yield items.slice(start, start + size);
  }
}
