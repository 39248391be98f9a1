import type { Kysely } from 'kysely';
import type { Storefront } from '../../shared/storefront/storefront';
import type { Database } from '../db/schema';
import type { ChangeChannel } from '../live/change-channel';
import { loadStorefront } from './load-storefront';

export interface StorefrontFeed {
  current(): Promise<Storefront>;
  /** Calls `listener` with a fresh storefront after every change, until unsubscribed. */
  subscribe(listener: (storefront: Storefront) => void): () => void;
}

/** Reads the storefront once per change and hands it to every open stream of this instance. */
export function createStorefrontFeed(
  db: Kysely<Database>,
  changes: ChangeChannel,
  onError: (error: unknown) => void,
): StorefrontFeed {
  const listeners = new Set<(storefront: Storefront) => void>();
  changes.subscribe((topic) => {
    if (topic !== 'storefront' || listeners.size === 0) return;
    loadStorefront(db).then((storefront) => {
      for (const listener of listeners) listener(storefront);
    }, onError);
  });
  return {
    current: () => loadStorefront(db),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
