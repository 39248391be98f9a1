import { useEffect, useState } from 'react';
import type { TrackedOrder } from '#shared/tracking/track-schema.ts';
import { chooseLocale } from '#web/i18n/browser-language.ts';
import { en } from '#web/i18n/en.ts';
import { hasLocaleCookie, readStoredChoice } from '#web/i18n/language-memory.ts';
import { errorMessage, isAbort } from '#web/lib/api-client.ts';
import { trackByLink } from './api/track-by-link.ts';

export type OrderByLink =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'found'; order: TrackedOrder }
  /** `message` in the server's English words, shown through useFormMessage(). */
  | { state: 'failed'; message: string };

/** The order a tracking link opens, looked up once per secret (undefined: no link). */
export function useOrderByLink(token: string | undefined): OrderByLink {
  const [result, setResult] = useState<OrderByLink>({ state: 'none' });

  useEffect(() => {
    if (!token) {
      setResult({ state: 'none' });
      return;
    }
    const abort = new AbortController();
    setResult({ state: 'loading' });
    trackByLink(token, abort.signal).then(
      (order) => {
        setResult({ state: 'found', order });
        // The page a booking's mail links to speaks the booking's language, unless this browser
        // has a choice of its own. It renders only in the browser: no server HTML to mismatch.
        if (order.locale && !hasLocaleCookie() && readStoredChoice() === null) {
          chooseLocale(order.locale).catch(() => undefined);
        }
      },
      (error: unknown) => {
        if (isAbort(error)) return;
        setResult({ state: 'failed', message: errorMessage(error, en.formMessages.lookupFailed) });
      },
    );
    return () => abort.abort();
  }, [token]);

  return token ? result : { state: 'none' };
}
