import { describe, expect, it } from 'vitest';
import { createInProcessChannel } from '#server/live/change-channel.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';
import type { Storefront } from '#shared/storefront/storefront.ts';
import { createStorefrontFeed, type StorefrontSnapshot } from './storefront-feed.ts';

/** A storefront told apart by its site name. */
const storefront = (name: string) =>
  ({ siteInfo: { ...DEFAULT_SITE_INFO, name } }) as unknown as Storefront;

/** A load the test answers by hand, one call at a time. */
function handLoads() {
  const calls: { resolve: (value: Storefront) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<Storefront>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { load, calls };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
const name = (snapshot: StorefrontSnapshot) => snapshot.storefront.siteInfo.name;

describe('the storefront feed', () => {
  it('loads once for the first answers, and then answers from memory', async () => {
    const changes = createInProcessChannel();
    let loads = 0;
    const feed = createStorefrontFeed({
      load: async () => {
        loads += 1;
        return storefront('one');
      },
      changes,
      onError: (error) => {
        throw error;
      },
    });
    const answers = await Promise.all([feed.current(), feed.current(), feed.current()]);
    for (let i = 0; i < 10; i += 1) answers.push(await feed.current());
    expect(answers.map(name)).toEqual(Array(13).fill('one'));
    expect(answers.every((answer) => answer === answers[0])).toBe(true);
    expect(answers[0]?.json).toBe(JSON.stringify(storefront('one')));
    expect(loads).toBe(1);
  });

  it('never keeps a storefront older than the newest change, heard while a reload was under way', async () => {
    const changes = createInProcessChannel();
    const { load, calls } = handLoads();
    const feed = createStorefrontFeed({ load, changes, onError: () => {} });
    const first = feed.current();
    calls[0]?.resolve(storefront('one'));
    expect(name(await first)).toBe('one');

    await changes.publish('storefront');
    expect(calls).toHaveLength(2);
    // A second change while that reload reads: its answer may predate the change.
    await changes.publish('storefront');
    const answer = feed.current();
    calls[1]?.resolve(storefront('two'));
    await settle();
    expect(calls).toHaveLength(3);
    calls[2]?.resolve(storefront('three'));
    expect(name(await answer)).toBe('three');
    expect(name(await feed.current())).toBe('three');
    expect(calls).toHaveLength(3);
  });

  it('keeps the last good storefront when a reload fails, says so, and tries again', async () => {
    const changes = createInProcessChannel();
    const { load, calls } = handLoads();
    const errors: unknown[] = [];
    const feed = createStorefrontFeed({
      load,
      changes,
      onError: (error) => errors.push(error),
      retryMs: 1,
    });
    const first = feed.current();
    calls[0]?.resolve(storefront('one'));
    await first;
    await changes.publish('storefront');
    calls[1]?.reject(new Error('database away'));
    expect(name(await feed.current())).toBe('one');
    expect(errors).toEqual([new Error('database away')]);
    // The retry, on its own.
    while (calls.length < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    calls[2]?.resolve(storefront('two'));
    await settle();
    expect(name(await feed.current())).toBe('two');
    feed.close();
  });

  it('tells the live streams once per new storefront, the same snapshot to each', async () => {
    const changes = createInProcessChannel();
    const names = ['one', 'one', 'two'];
    const feed = createStorefrontFeed({
      load: async () => storefront(names.shift() ?? 'none'),
      changes,
      onError: () => {},
    });
    await feed.current();
    const heard: StorefrontSnapshot[][] = [[], []];
    feed.subscribe((snapshot) => heard[0]?.push(snapshot));
    feed.subscribe((snapshot) => heard[1]?.push(snapshot));
    // A change that changed nothing (or this instance's own NOTIFY echo) sends nothing.
    await changes.publish('storefront');
    await feed.current();
    await changes.publish('storefront');
    await feed.current();
    expect(heard[0]?.map(name)).toEqual(['two']);
    expect(heard[1]?.[0]).toBe(heard[0]?.[0]);
  });

  it('reloads when another process wrote the database (SQLite data_version)', async () => {
    const changes = createInProcessChannel();
    let dataVersion = 1;
    const names = ['one', 'two'];
    const feed = createStorefrontFeed({
      load: async () => storefront(names.shift() ?? 'none'),
      changes,
      onError: () => {},
      outsideWrites: () => dataVersion,
    });
    expect(name(await feed.current())).toBe('one');
    expect(name(await feed.current())).toBe('one');
    dataVersion = 2;
    expect(name(await feed.current())).toBe('two');
  });

  it('answers the first request with the error when nothing could ever be loaded', async () => {
    const changes = createInProcessChannel();
    const feed = createStorefrontFeed({
      load: async () => {
        throw new Error('no database');
      },
      changes,
      onError: () => {},
      retryMs: 60_000,
    });
    await expect(feed.current()).rejects.toThrow('no database');
    feed.close();
  });
});
