import { clientAddressKey } from '#server/rate-limit/client-address.ts';
import { openFileLimit } from './fd-limit.ts';

/** How many long-lived streams (live updates) this process keeps open. */
export interface StreamLimits {
  /** Per client address (an IPv6 /64 counts as one): a family has a few tabs open, not 20. */
  perAddress: number;
  /** In all: each stream holds a file descriptor for as long as its page is open. */
  total: number;
}

/**
 * 20 per address; in all, a quarter of the process's file descriptors (256 at the common limit of
 * 1024): the other three quarters stay for requests, keep-alive connections, the database,
 * uploads and the log, so streams alone can never use them up and stop the server answering.
 */
export function defaultStreamLimits(fdLimit = openFileLimit()): StreamLimits {
  return { perAddress: 20, total: Math.max(1, Math.floor(fdLimit / 4)) };
}

export type StreamSlot = { release(): void } | { refused: 'address' | 'total' };

/**
 * Counts open streams per address and in total, in this process: connections belong to one
 * process, so with several app instances each counts its own (a client may hold perAddress on
 * each). A slot is taken before the stream opens and given back when it closes.
 */
export function createStreamSlots(limits: StreamLimits) {
  const openByAddress = new Map<string, number>();
  let open = 0;
  return {
    take(ip: string): StreamSlot {
      const key = clientAddressKey(ip);
      const fromAddress = openByAddress.get(key) ?? 0;
      if (fromAddress >= limits.perAddress) return { refused: 'address' };
      if (open >= limits.total) return { refused: 'total' };
      openByAddress.set(key, fromAddress + 1);
      open += 1;
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          open -= 1;
          const left = (openByAddress.get(key) ?? 1) - 1;
          if (left > 0) openByAddress.set(key, left);
          else openByAddress.delete(key);
        },
      };
    },
    get open() {
      return open;
    },
  };
}
