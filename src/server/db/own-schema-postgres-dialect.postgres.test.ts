import { DEFAULT_MIGRATION_LOCK_TABLE, MIGRATION_LOCK_ID } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { migrateToLatest } from './migrate.ts';

const opened: TestDatabase[] = [];
async function freshSchema(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  opened.push(database);
  return database;
}
afterEach(async () => {
  for (const database of opened.splice(0)) {
    await database.db.kysely.destroy();
    await database.drop();
  }
});

/** Holds the migration lock of `database`'s schema, as an instance migrating it would, until released. */
async function holdMigrationLock(database: TestDatabase): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held!: () => void;
  const isHeld = new Promise<void>((resolve) => {
    held = resolve;
  });
  const options = {
    lockTable: DEFAULT_MIGRATION_LOCK_TABLE,
    lockRowId: MIGRATION_LOCK_ID,
    lockTableSchema: await database.db.dialect.migrationSchema(database.db.kysely),
  };
  const adapter = database.db.kysely.getExecutor().adapter;
  const holding = database.db.kysely.connection().execute(async (connection) => {
    await adapter.acquireMigrationLock(connection, options);
    held();
    await released;
    await adapter.releaseMigrationLock(connection, options);
  });
  await isHeld;
  return async () => {
    release();
    await holding;
  };
}

describe('the PostgreSQL dialect keeps to its own schema', () => {
  it("lists only its own schema's tables, with their columns", async () => {
    const migrated = await freshSchema();
    const empty = await freshSchema();
    await migrateToLatest(migrated.db);

    const tables = await migrated.db.kysely.introspection.getTables();
    const schema = await migrated.db.dialect.migrationSchema(migrated.db.kysely);
    expect(tables.map((t) => t.name)).toContain('bookings');
    expect(tables.map((t) => t.name)).not.toContain('kysely_migration');
    expect(new Set(tables.map((t) => t.schema))).toEqual(new Set([schema]));
    const bookings = tables.find((t) => t.name === 'bookings');
    expect(bookings?.columns.find((c) => c.name === 'order_id')).toMatchObject({
      dataType: 'text',
      isNullable: false,
    });

    expect(await empty.db.kysely.introspection.getTables()).toEqual([]);
  });

  it("migrates while another schema's migration holds its lock, and waits for its own", async () => {
    const busy = await freshSchema();
    const other = await freshSchema();
    const release = await holdMigrationLock(busy);

    let busyDone = false;
    const busyMigration = migrateToLatest(busy.db).then(() => {
      busyDone = true;
    });
    expect((await migrateToLatest(other.db)).length).toBeGreaterThan(0);
    expect(busyDone).toBe(false);

    await release();
    await busyMigration;
    expect(busyDone).toBe(true);
  });
});
