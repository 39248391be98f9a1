import * as z from 'zod/mini';

/** 32 random bytes in base64url (256 bits): nobody finds an order by guessing its link. */
export const TRACKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const TRACK_LINK_NOT_FOUND =
  'This tracking link is not valid. Please open the link from your booking e-mail again, or look up your order with its order number and registration number.';

/** The tracking link's secret, as the tracking page sends it. */
export const TrackByLinkSchema = z.object({
  token: z
    .string({ error: TRACK_LINK_NOT_FOUND })
    .check(z.regex(TRACKING_TOKEN_PATTERN, TRACK_LINK_NOT_FOUND)),
});
export type TrackByLinkInput = z.input<typeof TrackByLinkSchema>;

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
