export interface ExternalStore<T> {
  get: () => T;
  /** Replaces the value and tells the listeners; false when it was the same. */
  set: (next: T) => boolean;
  subscribe: (listener: () => void) => () => void;
}

/**
 * A value kept outside React that components read with useSyncExternalStore. `start` runs while
 * anyone listens (from the first subscriber to the last) and returns how to stop.
 */
export function createExternalStore<T>(
  initial: T,
  start: () => () => void,
  same: (a: T, b: T) => boolean,
): ExternalStore<T> {
  let value = initial;
  let stop: (() => void) | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (same(next, value)) return false;
      value = next;
      for (const listener of listeners) listener();
      return true;
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) stop = start();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stop?.();
          stop = null;
        }
      };
    },
  };
}
