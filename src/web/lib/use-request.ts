import { useEffect, useState } from 'react';
import type { MessageKey } from '#shared/validation/form-messages.ts';
import { ApiError, type FormMessage, isAbort, refusalOf } from './api-client.ts';

/*
 * The customer pages' one way to read from the API, without a query library (decision 0028: it
 * would cost the path to payment about 10 KB). A read that is replaced, or whose page is gone, is
 * aborted and its answer dropped, so nothing updates a page that has moved on.
 */

export interface RequestOptions<T> {
  /** The message for a failure the server did not word itself; by default, "went wrong". */
  failed?: MessageKey;
  /** Answers kept across pages by key: one seen before shows at once while it is read again. */
  cache?: Map<string, T>;
  /** Read again when the customer comes back to the tab (places change with every booking). */
  onReturn?: boolean;
  /** Read again this often, in ms, while shown (an answer that moves with the clock). */
  every?: number;
}

export interface Request<T> {
  data: T | undefined;
  /** No answer to show yet, and none has failed. */
  loading: boolean;
  /** Why the last read failed: the server's refusal or `failed`. */
  error: FormMessage | undefined;
  retry: () => void;
}

/** A failed read is tried once more after this long (a phone's connection drops for a moment). */
const RETRY_DELAY_MS = 1000;

/** Network failures and the server's faults pass; a refusal (4xx) would only be refused again. */
const isPassing = (error: unknown) =>
  !isAbort(error) && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

async function readOnceMore<T>(load: (signal: AbortSignal) => Promise<T>, signal: AbortSignal) {
  try {
    return await load(signal);
  } catch (error) {
    if (!isPassing(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    signal.throwIfAborted();
    return load(signal);
  }
}

/** Reads `load` for `key` (undefined: nothing to read), again when the key changes or on retry. */
export function useRequest<T>(
  key: string | undefined,
  load: (signal: AbortSignal) => Promise<T>,
  { failed = 'serverFault', cache, onReturn, every }: RequestOptions<T>,
): Request<T> {
  const [shown, setShown] = useState<{ key?: string; data?: T; error?: FormMessage }>({});
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key or attempt reads again.
  useEffect(() => {
    if (key === undefined) return;
    let reading: AbortController | undefined;
    const read = () => {
      reading?.abort();
      reading = new AbortController();
      const { signal } = reading;
      setShown((last) => (last.key === key ? { key, data: last.data } : { key }));
      readOnceMore(load, signal).then(
        (data) => {
          if (signal.aborted) return;
          cache?.set(key, data);
          setShown({ key, data });
        },
        (error: unknown) => {
          if (signal.aborted) return;
          // A failed refresh keeps the answer shown before it.
          const message = refusalOf(error, failed);
          setShown((last) => ({
            key,
            data: last.key === key ? last.data : undefined,
            error: message,
          }));
        },
      );
    };
    const readOnReturn = () => {
      if (document.visibilityState === 'visible') read();
    };
    read();
    if (onReturn) document.addEventListener('visibilitychange', readOnReturn);
    const timer = every ? setInterval(read, every) : undefined;
    return () => {
      document.removeEventListener('visibilitychange', readOnReturn);
      clearInterval(timer);
      reading?.abort();
    };
  }, [key, attempt]);

  const current = shown.key === key ? shown : {};
  const data = current.data ?? (key === undefined ? undefined : cache?.get(key));
  return {
    data,
    loading: key !== undefined && data === undefined && current.error === undefined,
    error: current.error,
    retry: () => setAttempt((count) => count + 1),
  };
}
