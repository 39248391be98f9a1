import { createHash } from 'node:crypto';
import type { ReadStatementOptions } from './read-statement.ts';
import type { ReadStatementResult } from './statement-line.ts';

/** Staff preview a statement, read it, then apply the same file: within this, it is not read again. */
const KEPT_MS = 15 * 60_000;

/**
 * The statement a preview read last, kept for the apply that usually follows: reading a long
 * statement again took as long as the apply itself (a 213-page PDF, about 4 s). A read is a pure
 * function of the file's bytes and the layout chosen, so the kept result is the one a new read
 * would give. One file is kept, per process (another instance simply reads it again), and handed
 * out once.
 */
export function createLastStatementRead(now: () => number = Date.now) {
  let kept: { key: string; result: ReadStatementResult; until: number } | null = null;
  const keyOf = (bytes: Uint8Array, options: ReadStatementOptions) =>
    createHash('sha256')
      .update(bytes)
      .update('\0')
      .update(JSON.stringify(options.layout ?? null))
      .digest('hex');
  return {
    /** Keeps this read for the next `take` of the same file and layout. */
    keep(bytes: Uint8Array, options: ReadStatementOptions, result: ReadStatementResult): void {
      kept = { key: keyOf(bytes, options), result, until: now() + KEPT_MS };
    },
    /** The kept read of this file and layout, once; null when there is none (or it is stale). */
    take(bytes: Uint8Array, options: ReadStatementOptions): ReadStatementResult | null {
      const found = kept;
      kept = null;
      if (!found || found.until < now() || found.key !== keyOf(bytes, options)) return null;
      return found.result;
    },
  };
}
