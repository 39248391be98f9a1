import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { createGroupCommit, writeTransactions } from './group-commit';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
  await migrateToLatest(database.db);
});
afterEach(async () => {
  await database.db.kysely.destroy();
  await database.drop();
});

const insertSetting = (key: string) => async (trx: Kysely<Database>) => {
  await trx
    .insertInto('settings')
    .values({ key, value: 'v', updatedAt: new Date().toISOString() })
    .execute();
  return key;
};

async function storedKeys(prefix: string): Promise<string[]> {
  const rows = await database.db.kysely
    .selectFrom('settings')
    .select('key')
    .where('key', 'like', `${prefix}%`)
    .orderBy('key')
    .execute();
  return rows.map((row) => row.key);
}

const keys = (count: number) =>
  Array.from({ length: count }, (_, i) => `group-${String(i).padStart(2, '0')}`);

describe('group commit', () => {
  it('writes work queued together in one transaction, and answers each caller', async () => {
    const transactions = vi.spyOn(database.db.kysely, 'transaction');
    const { run } = createGroupCommit(database.db);
    const answers = await Promise.all(keys(20).map((key) => run(insertSetting(key))));
    expect(answers).toEqual(keys(20));
    expect(transactions).toHaveBeenCalledTimes(1);
    expect(await storedKeys('group-')).toEqual(keys(20));
  });

  it('answers only once the work is committed', async () => {
    const events: string[] = [];
    const { kysely } = database.db;
    const transaction = kysely.transaction.bind(kysely);
    vi.spyOn(kysely, 'transaction').mockImplementation(() => {
      const builder = transaction();
      return {
        async execute(work: Parameters<typeof builder.execute>[0]) {
          const result = await builder.execute(work);
          events.push('committed');
          return result;
        },
      } as ReturnType<typeof transaction>;
    });
    const { run } = createGroupCommit(database.db);
    const answers = Promise.all([
      run(insertSetting('group-a')).then(() => events.push('answered a')),
      run(insertSetting('group-b')).then(() => events.push('answered b')),
    ]);
    // Nothing is visible outside the transaction before its callers hear back.
    expect(await storedKeys('group-')).toEqual([]);
    await answers;
    expect(events).toEqual(['committed', 'answered a', 'answered b']);
    expect(await storedKeys('group-')).toEqual(['group-a', 'group-b']);
  });

  it('fails only the work that throws; the rest of its batch is stored', async () => {
    const { run } = createGroupCommit(database.db);
    const outcomes = await Promise.allSettled([
      run(insertSetting('group-a')),
      run(async (trx) => {
        await insertSetting('group-half-done')(trx);
        throw new Error('refused');
      }),
      run(insertSetting('group-b')),
      // A duplicate key: the database itself refuses this one.
      run(insertSetting('group-a')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
    ]);
    expect((outcomes[1] as PromiseRejectedResult).reason).toEqual(new Error('refused'));
    expect(await storedKeys('group-')).toEqual(['group-a', 'group-b']);
  });

  it('keeps batches to the size it is given', async () => {
    const transactions = vi.spyOn(database.db.kysely, 'transaction');
    const { run } = createGroupCommit(database.db, { maxBatch: 8 });
    await Promise.all(keys(20).map((key) => run(insertSetting(key))));
    expect(transactions).toHaveBeenCalledTimes(3);
    expect(await storedKeys('group-')).toEqual(keys(20));
  });

  it('keeps working after a batch that failed', async () => {
    const { run } = createGroupCommit(database.db);
    await expect(run(insertSetting('group-a'))).resolves.toBe('group-a');
    await expect(run(insertSetting('group-a'))).rejects.toThrow();
    await expect(run(insertSetting('group-b'))).resolves.toBe('group-b');
    expect(await storedKeys('group-')).toEqual(['group-a', 'group-b']);
  });
});

describe('write transactions for this database', () => {
  it('groups concurrent writes on SQLite and gives each its own on PostgreSQL', async () => {
    const transactions = vi.spyOn(database.db.kysely, 'transaction');
    const transact = writeTransactions(database.db);
    await Promise.all(keys(6).map((key) => transact(insertSetting(key))));
    expect(transactions).toHaveBeenCalledTimes(database.db.dialect.name === 'sqlite' ? 1 : 6);
    expect(await storedKeys('group-')).toEqual(keys(6));
  });
});
