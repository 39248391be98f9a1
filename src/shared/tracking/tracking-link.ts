/** 32 random bytes in base64url (256 bits): nobody finds an order by guessing its link. */
export const TRACKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The secret in a tracking page's fragment ("#t=…"), when it holds one that looks right. */
export function tokenFromTrackingHash(hash: string): string | undefined {
  const token = /(?:^#?|&)t=([^&]*)/.exec(hash)?.[1];
  return token !== undefined && TRACKING_TOKEN_PATTERN.test(token) ? token : undefined;
}
