import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateTo } from '#server/testing/older-schema.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { migrateToLatest } from '../migrate.ts';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.db.kysely.destroy();
  await database.drop();
});

const AT = '2026-02-01T09:00:00.000Z';

describe('migration 0014', { timeout: 30_000 }, () => {
  it('makes every account so far an owner, keeps revoked ones out, and keeps their sessions', async () => {
    const { db } = database;
    await migrateTo(db, '0013-statement-imports');
    for (const [id, email, isAdmin] of [
      ['a1', 'owner@shop.in', 1],
      ['a2', 'former@shop.in', 0],
    ] as const) {
      await sql`insert into admins (id, email, password_hash, is_admin, created_at, updated_at)
        values (${id}, ${email}, 'hash', ${isAdmin}, ${AT}, ${AT})`.execute(db.kysely);
    }
    await sql`insert into admin_sessions (id, admin_id, created_at, expires_at)
      values ('s1', 'a1', ${AT}, '2099-01-01T00:00:00.000Z')`.execute(db.kysely);

    await migrateToLatest(db);
    const admins = await db.kysely
      .selectFrom('admins')
      .select(['id', 'email', 'role', 'isAdmin', 'lastSignInAt', 'updatedAt'])
      .orderBy('id')
      .execute();
    expect(admins).toEqual([
      {
        id: 'a1',
        email: 'owner@shop.in',
        role: 'owner',
        isAdmin: 1,
        lastSignInAt: null,
        updatedAt: AT,
      },
      {
        id: 'a2',
        email: 'former@shop.in',
        role: 'owner',
        isAdmin: 0,
        lastSignInAt: null,
        updatedAt: AT,
      },
    ]);
    const sessions = await db.kysely.selectFrom('adminSessions').select('id').execute();
    expect(sessions).toEqual([{ id: 's1' }]);
    expect(await db.kysely.selectFrom('staffInvitations').selectAll().execute()).toEqual([]);
  });
});
