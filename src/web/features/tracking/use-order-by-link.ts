import { useEffect } from 'react';
import type { TrackedOrder } from '#shared/tracking/track-schema.ts';
import { chooseLocale } from '#web/i18n/browser-language.ts';
import { hasLocaleCookie, readStoredChoice } from '#web/i18n/language-memory.ts';
import { type Request, useRequest } from '#web/lib/use-request.ts';
import { trackByLink } from './api/track-by-link.ts';

/**
 * The order a tracking link opens, looked up once per secret (undefined: no link, nothing read).
 * `error` is the server's answer or a key, shown through useTrackMessage().
 */
export function useOrderByLink(token: string | undefined): Request<TrackedOrder> {
  const order = useRequest(token, (signal) => trackByLink(token ?? '', signal), {
    failed: 'lookupFailed',
  });
  const bookingLocale = order.data?.locale;
  useEffect(() => {
    // The page a booking's mail links to speaks the booking's language, unless this browser has
    // a choice of its own. It renders only in the browser: no server HTML to mismatch.
    if (bookingLocale && !hasLocaleCookie() && readStoredChoice() === null) {
      chooseLocale(bookingLocale).catch(() => undefined);
    }
  }, [bookingLocale]);
  return order;
}
