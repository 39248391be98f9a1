/**
 * A least-recently-used cache of byte answers, bounded in entries and in bytes, for answers that
 * are costly to make and the same for the same key (a QR code, a receipt's PDF). The key must
 * name everything the answer is made from, so that it can never answer for anything else.
 */
export function createBoundedCache({
  maxEntries,
  maxBytes,
}: {
  maxEntries: number;
  maxBytes: number;
}) {
  const entries = new Map<string, Buffer>();
  let bytes = 0;

  function remove(key: string): void {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    bytes -= old.length;
  }

  return {
    get(key: string): Buffer | undefined {
      const value = entries.get(key);
      if (value) {
        // Most recently used last, so the first is the one to let go.
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: Buffer): void {
      remove(key);
      if (value.length > maxBytes) return;
      entries.set(key, value);
      bytes += value.length;
      while (entries.size > maxEntries || bytes > maxBytes) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        remove(oldest);
      }
    },
    get size() {
      return { entries: entries.size, bytes };
    },
  };
}
