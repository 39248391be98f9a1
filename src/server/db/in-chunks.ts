/**
 * Splits a list for IN (…) lists and multi-row inserts: SQLite refuses a statement with more than
 * 32,766 parameters, and 500 rows of a wide table stay well under that.
 */
export const IN_CHUNK = 500;

export function inChunks<T>(items: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / IN_CHUNK) }, (_, i) =>
    items.slice(i * IN_CHUNK, (i + 1) * IN_CHUNK),
  );
}
