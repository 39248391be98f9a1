import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { errorMessage, isAbort } from '@/lib/api-client';

export type AdminResource<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'failed'; message: string };

/**
 * Loads what an admin screen shows when it opens: loading → ready or failed (with the server's
 * message or `fallbackMessage`), `retry` for the "Try again" button, and `setData` for a screen
 * that saves and gets the stored copy back. Leaving the screen aborts the request.
 */
export function useAdminResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  fallbackMessage: string,
) {
  const [resource, setResource] = useState<AdminResource<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The latest `load` and message, without reloading when a screen passes a new function.
  const start = useEffectEvent((signal: AbortSignal) => {
    load(signal).then(
      (data) => setResource({ state: 'ready', data }),
      (error: unknown) => {
        if (!isAbort(error)) {
          setResource({ state: 'failed', message: errorMessage(error, fallbackMessage) });
        }
      },
    );
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the "Try again" trigger.
  useEffect(() => {
    const controller = new AbortController();
    setResource({ state: 'loading' });
    start(controller.signal);
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback((update: (current: T) => T) => {
    setResource((current) =>
      current.state === 'ready' ? { state: 'ready', data: update(current.data) } : current,
    );
  }, []);

  return { resource, retry, setData };
}
