import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Storefront } from '#shared/storefront/storefront.ts';
import { DEFAULT_STOREFRONT } from '#web/testing/default-storefront.ts';
import { followStorefrontStream } from './storefront-stream.ts';

/**
 * The browser's EventSource, which Node lacks: the stream's events as the browser hands them over.
 * The real stream is followed in the browser tests (live prices); this checks what is passed on.
 */
class StandInEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static opened: StandInEventSource[] = [];
  readyState = 1;
  constructor(readonly url: string) {
    super();
    StandInEventSource.opened.push(this);
  }
  close() {
    this.readyState = StandInEventSource.CLOSED;
  }
  send(data: string) {
    this.dispatchEvent(new MessageEvent('storefront', { data }));
  }
}

const json = (storefront: Storefront) => JSON.stringify(storefront);
const movers: Storefront = { ...DEFAULT_STOREFRONT, siteMode: 'pm' };

describe('followStorefrontStream', () => {
  beforeEach(() => {
    StandInEventSource.opened = [];
    vi.stubGlobal('EventSource', StandInEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('passes on only snapshots that differ from what the page shows, in order', async () => {
    const received: Storefront[] = [];
    const fail = vi.fn();
    const stop = followStorefrontStream((s) => received.push(s), fail, json(DEFAULT_STOREFRONT));
    const [stream] = StandInEventSource.opened;
    // The stream opens with the snapshot the page carried: nothing to render again.
    stream?.send(json(DEFAULT_STOREFRONT));
    expect(received).toEqual([]);
    stream?.send(json(movers));
    stream?.send(json(movers));
    stream?.send(json(DEFAULT_STOREFRONT));
    // Checked once the schema has loaded, which the first change waits for.
    await vi.waitFor(() => expect(received).toEqual([movers, DEFAULT_STOREFRONT]));
    expect(fail).not.toHaveBeenCalled();
    stop();
    expect(stream?.readyState).toBe(StandInEventSource.CLOSED);
  });

  it('passes on the first snapshot when the page showed none', async () => {
    const received: Storefront[] = [];
    followStorefrontStream((s) => received.push(s), vi.fn());
    StandInEventSource.opened[0]?.send(json(DEFAULT_STOREFRONT));
    await vi.waitFor(() => expect(received).toEqual([DEFAULT_STOREFRONT]));
  });

  it('reports a snapshot that is not a storefront and passes nothing on', async () => {
    const received: Storefront[] = [];
    const fail = vi.fn();
    followStorefrontStream((s) => received.push(s), fail, json(DEFAULT_STOREFRONT));
    const [stream] = StandInEventSource.opened;
    stream?.send('{not json');
    stream?.send(JSON.stringify({ ...DEFAULT_STOREFRONT, siteMode: 'casino' }));
    await vi.waitFor(() => expect(fail).toHaveBeenCalledTimes(2));
    expect(received).toEqual([]);
  });
});
