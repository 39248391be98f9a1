import type { TrackedOrder } from '#shared/tracking/track-schema.ts';
import { en } from '#web/i18n/en.ts';
import { type Request, useRequest } from '#web/lib/use-request.ts';
import { trackByLink } from './api/track-by-link.ts';

/**
 * The order a tracking link opens, looked up once per secret (undefined: no link, nothing read).
 * `error` is in the server's English words, shown through useFormMessage().
 */
export function useOrderByLink(token: string | undefined): Request<TrackedOrder> {
  return useRequest(token, (signal) => trackByLink(token ?? '', signal), {
    failed: en.formMessages.lookupFailed,
  });
}
