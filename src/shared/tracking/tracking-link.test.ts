import { describe, expect, it } from 'vitest';
import { trackingLinkPath } from '#shared/page-paths.ts';
import { TrackByLinkSchema } from './track-schema.ts';
import { tokenFromTrackingHash } from './tracking-link.ts';

const TOKEN = 'q1W2e3R4t5Y6u7I8o9P0a_S-d1F2g3H4j5K6l7Z8x9C';

describe('tracking links', () => {
  it('carry the secret in the fragment, which browsers never send to a server', () => {
    expect(trackingLinkPath(TOKEN)).toBe(`/track#t=${TOKEN}`);
  });

  it('give the secret back from the page’s fragment', () => {
    expect(tokenFromTrackingHash(`#t=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromTrackingHash(new URL(`https://x.in${trackingLinkPath(TOKEN)}`).hash)).toBe(
      TOKEN,
    );
  });

  it.each([
    ['no fragment', ''],
    ['another key', `#order=${TOKEN}`],
    ['a short secret', '#t=abc'],
    ['a secret with a dot', `#t=${TOKEN.slice(1)}.`],
  ])('give nothing for %s', (_label, hash) => {
    expect(tokenFromTrackingHash(hash)).toBeUndefined();
  });

  it('are checked the same way by the API', () => {
    expect(TrackByLinkSchema.safeParse({ token: TOKEN }).success).toBe(true);
    expect(TrackByLinkSchema.safeParse({ token: `${TOKEN}x` }).success).toBe(false);
    expect(TrackByLinkSchema.safeParse({}).success).toBe(false);
  });
});
