// No zod here: the web app's entry imports this (paths.ts), and zod stays out of the entry.

/** 32 random bytes in base64url (256 bits): nobody finds an order by guessing its link. */
export const TRACKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The web path of an order's tracking page, the secret in the fragment (`/track#t=…`): a browser
 * never sends a fragment to a server, so the secret stays out of request logs, proxies and the
 * Referer of anything the page loads. The page posts it to the API instead.
 */
export function trackingLinkPath(token: string): string {
  // base64url needs no escaping in a fragment.
  return `/track#t=${token}`;
}

/** The secret in a tracking page's fragment ("#t=…"), when it holds one that looks right. */
export function tokenFromTrackingHash(hash: string): string | undefined {
  const token = /(?:^#?|&)t=([^&]*)/.exec(hash)?.[1];
  return token !== undefined && TRACKING_TOKEN_PATTERN.test(token) ? token : undefined;
}
