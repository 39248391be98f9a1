import fs from 'node:fs';

/** Assumed where the limit cannot be read (not Linux): the usual soft limit. */
const FALLBACK_FD_LIMIT = 1024;

/**
 * The most files and sockets this process may hold open at once (Node raises its soft limit to
 * the hard one at start, so /proc shows what applies). Past it, accept() and open() fail: the
 * server can no longer answer anyone, health checks included.
 */
export function openFileLimit(limitsFile = '/proc/self/limits'): number {
  try {
    const line = fs
      .readFileSync(limitsFile, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = Number(line?.split(/\s+/)[3]);
    return Number.isInteger(soft) && soft > 0 ? soft : FALLBACK_FD_LIMIT;
  } catch {
    return FALLBACK_FD_LIMIT;
  }
}
