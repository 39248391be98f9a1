import type { KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { migrateToLatest } from './migrate';
import { preparedQuery } from './prepared-query';

let t: TestDatabase;

beforeEach(async () => {
  t = await createTestDatabase();
  await migrateToLatest(t.db);
});

afterEach(async () => {
  await t.db.kysely.destroy();
  await t.drop();
});

/** A plugin that counts the queries Kysely compiles through it. */
function compileCounter(): KyselyPlugin & { compiled: number } {
  return {
    compiled: 0,
    transformQuery({ node }) {
      this.compiled += 1;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}

interface SettingRow {
  key: string;
  value: string;
  updatedBy: string;
  updatedAt: string;
}

const setting = (key: string, value: string): SettingRow => ({
  key,
  value,
  updatedBy: 'test',
  updatedAt: '2026-11-22T00:00:00.000Z',
});

const insertSetting = preparedQuery((db, row: SettingRow) => db.insertInto('settings').values(row));

const settingValues = preparedQuery((db, p: { keys: readonly string[]; after?: string }) => {
  const query = db.selectFrom('settings').select('value').where('key', 'in', p.keys);
  return (p.after === undefined ? query : query.where('value', '>', p.after)).orderBy('value');
});

describe('prepared queries', () => {
  it('run each time with that call’s values, compiled once per shape', async () => {
    const counter = compileCounter();
    const db = t.db.kysely.withPlugin(counter);
    for (const [key, value] of [
      ['a', 'one'],
      ['b', 'two'],
      ['c', 'three'],
    ] as const) {
      await insertSetting(db, setting(key, value));
    }
    expect(counter.compiled).toBe(1);

    const values = async (keys: string[], after?: string) =>
      (await settingValues(db, { keys, after })).map((row) => row.value);
    expect(await values(['a', 'b'])).toEqual(['one', 'two']);
    expect(await values(['b', 'c'])).toEqual(['three', 'two']);
    expect(counter.compiled).toBe(2);
    // Another list length and a condition present are shapes of their own.
    expect(await values(['a', 'b', 'c'])).toEqual(['one', 'three', 'two']);
    expect(await values(['a', 'b', 'c'], 'th')).toEqual(['three', 'two']);
    expect(await values(['a', 'c'], 'p')).toEqual(['three']);
    expect(counter.compiled).toBe(5);
  });

  it('share the compiled query with transactions, whose writes stay theirs', async () => {
    const counter = compileCounter();
    const db = t.db.kysely.withPlugin(counter);
    await db.transaction().execute((trx) => insertSetting(trx, setting('a', 'kept')));
    await expect(
      db.transaction().execute(async (trx) => {
        await insertSetting(trx, setting('b', 'rolled back'));
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(counter.compiled).toBe(1);
    const rows = await settingValues(t.db.kysely, { keys: ['a', 'b'] });
    expect(rows).toEqual([{ value: 'kept' }]);
  });

  it('treat a key given as undefined as a key left out', async () => {
    const counter = compileCounter();
    const db = t.db.kysely.withPlugin(counter);
    await insertSetting(db, setting('a', 'one'));
    expect(await settingValues(db, { keys: ['a'] })).toEqual([{ value: 'one' }]);
    expect(await settingValues(db, { keys: ['a'], after: undefined })).toEqual([{ value: 'one' }]);
    expect(counter.compiled).toBe(2);
  });

  it('answer correctly past the shapes kept, building those afresh', async () => {
    const keys = Array.from({ length: 40 }, (_, index) => `key-${index}`);
    for (const key of keys) await insertSetting(t.db.kysely, setting(key, key));
    for (let length = 1; length <= keys.length; length += 1) {
      const rows = await settingValues(t.db.kysely, { keys: keys.slice(0, length) });
      expect(rows).toHaveLength(length);
    }
  });

  it('refuse a build that uses a value other than as a whole SQL value', async () => {
    const madeIntoText = preparedQuery((db, p: { key: string }) =>
      db.selectFrom('settings').select('value').where('key', 'like', `%${p.key}%`),
    );
    await expect(madeIntoText(t.db.kysely, { key: 'a' })).rejects.toThrow(
      'Prepared query misuse: a value was changed before it was bound',
    );
    const usedInCode = preparedQuery((db, p: { key: string; limit: number }) =>
      db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', p.key)
        .limit(p.limit > 5 ? 5 : 1),
    );
    await expect(usedInCode(t.db.kysely, { key: 'a', limit: 10 })).rejects.toThrow(
      'Prepared query misuse: limit not bound as SQL values',
    );
  });
});
