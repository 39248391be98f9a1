import * as z from 'zod';

// Plain http only to this machine (a test double or a local relay): a provider's key must not
// cross a network in the clear.
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A messaging provider's API address: https, or http to a local address; `fallback` when unset.
 * Read without a trailing slash, as requests append their paths to it.
 */
export const providerApiUrl = (fallback: string) =>
  z
    .url({ protocol: /^https?$/, error: 'must be an https:// URL' })
    .refine(
      // An address that does not parse is reported by the check above alone.
      (value) =>
        !URL.canParse(value) ||
        value.startsWith('https:') ||
        LOCAL_HOSTS.has(new URL(value).hostname),
      'must be https:// (http:// only for 127.0.0.1 or localhost)',
    )
    .default(fallback)
    .transform((url) => url.replace(/\/+$/, ''));
