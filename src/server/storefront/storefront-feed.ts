import { createHash } from 'node:crypto';
import type { ChangeChannel } from '#server/live/change-channel.ts';
import type { Storefront } from '#shared/storefront/storefront.ts';

/** The storefront as this instance serves it: read once per change, written as JSON once. */
export interface StorefrontSnapshot {
  storefront: Storefront;
  /** Sent as is by GET /api/storefront and the live stream, and filled into every page. */
  json: string;
  /** A hash of `json`: the same storefront has the same version on every instance (ETags). */
  version: string;
}

/**
 * The current storefront of this instance, kept in memory and replaced when the change channel
 * says it changed (on PostgreSQL every instance hears every change through NOTIFY).
 */
export interface StorefrontFeed {
  /** The newest snapshot; waits for a reload a heard change started, and for the first load. */
  current(): Promise<StorefrontSnapshot>;
  /** Calls `listener` with each new snapshot (one that differs from the last), until unsubscribed. */
  subscribe(listener: (snapshot: StorefrontSnapshot) => void): () => void;
  close(): void;
}

export interface StorefrontFeedOptions {
  load: () => Promise<Storefront>;
  changes: ChangeChannel;
  /** A failed reload; the last good snapshot stays in service and the reload is retried. */
  onError: (error: unknown) => void;
  /**
   * SQLite only: a number that moves when another process wrote the database (PRAGMA
   * data_version), such as the admin CLI or a browser test's setup, which no change event tells.
   */
  outsideWrites?: () => number;
  retryMs?: number;
}

export function createStorefrontFeed({
  load,
  changes,
  onError,
  outsideWrites,
  retryMs = 2000,
}: StorefrontFeedOptions): StorefrontFeed {
  const listeners = new Set<(snapshot: StorefrontSnapshot) => void>();
  let snapshot: StorefrontSnapshot | undefined;
  let lastError: unknown;
  /** The load under way, if any. */
  let loading: Promise<void> | undefined;
  /** Set by a change heard since the load under way began: that load may predate it. */
  let changedSinceLoad = false;
  /** The load under way when answers must wait for it (a change was heard; a retry is not). */
  let awaited: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  let seenOutside = outsideWrites?.();

  function commit(storefront: Storefront) {
    const json = JSON.stringify(storefront);
    const version = createHash('sha256').update(json).digest('base64url').slice(0, 22);
    if (snapshot?.version === version) return;
    snapshot = { storefront, json, version };
    for (const listener of listeners) listener(snapshot);
  }

  /** Loads until no change arrived during the last load, so none is ever left behind. */
  function reload(): Promise<void> {
    changedSinceLoad = true;
    clearTimeout(retry);
    retry = undefined;
    loading ??= (async () => {
      try {
        while (changedSinceLoad) {
          changedSinceLoad = false;
          commit(await load());
        }
        lastError = undefined;
      } catch (error) {
        lastError = error;
        onError(error);
        if (closed) return;
        retry = setTimeout(() => void reload(), retryMs);
        retry.unref();
      } finally {
        loading = undefined;
        awaited = undefined;
      }
    })();
    return loading;
  }

  const unsubscribe = changes.subscribe((topic) => {
    // Before the first load there is nothing to replace: the first answer loads it fresh.
    if (topic !== 'storefront' || (!snapshot && !loading)) return;
    awaited = reload();
  });

  return {
    async current() {
      if (outsideWrites) {
        const seen = outsideWrites();
        if (seen !== seenOutside) {
          seenOutside = seen;
          if (snapshot || loading) awaited = reload();
        }
      }
      if (awaited) await awaited;
      if (!snapshot) await (loading ?? reload());
      if (!snapshot) throw lastError;
      return snapshot;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      closed = true;
      unsubscribe();
      clearTimeout(retry);
      listeners.clear();
    },
  };
}
