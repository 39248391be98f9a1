import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type AppDb, openPostgresDb, openSqliteDb, SQLITE_FILE_NAME } from '#server/db/app-db.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedDefaults } from '#server/db/seed.ts';

/**
 * Migrating a database takes 0.3 s on SQLite and 0.5 s on PostgreSQL, and most API tests want
 * one of their own. The run's global set-up migrates and seeds one template; a test then gets a
 * copy of its file (SQLite) or a pooled schema reset to its rows (PostgreSQL), in milliseconds.
 */

/** Where the run's global set-up leaves the migrated and seeded SQLite file. */
export const SQLITE_TEMPLATE_ENV = 'TEST_SQLITE_TEMPLATE';

/** Migrates and seeds a database as a first start would. */
export async function migrateAndSeed(db: AppDb): Promise<void> {
  await migrateToLatest(db);
  await seedDefaults(db.kysely);
}

/** Makes the SQLite template in a folder of its own; answers that folder. */
export async function makeSqliteTemplate(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-template-'));
  const db = openSqliteDb(dir);
  await migrateAndSeed(db);
  // Closing the last connection checkpoints the WAL into the file, so the file alone is whole.
  await db.kysely.destroy();
  return dir;
}

/** Puts a copy of the run's SQLite template in a test's folder. */
export async function copySqliteTemplate(dataDir: string): Promise<void> {
  const template = process.env[SQLITE_TEMPLATE_ENV];
  if (!template) throw new Error(`${SQLITE_TEMPLATE_ENV} is unset: run the tests through vitest`);
  fs.copyFileSync(path.join(template, SQLITE_FILE_NAME), path.join(dataDir, SQLITE_FILE_NAME));
}

/** The PostgreSQL pass's template schema, made by its global set-up. */
export const postgresTemplateSchema = (prefix: string) => `${prefix}_template`;

export async function makePostgresTemplate(url: string, prefix: string): Promise<void> {
  await onServer(url, (client) => client.query(`create schema ${postgresTemplateSchema(prefix)}`));
  const db = openPostgresDb(url, { schema: postgresTemplateSchema(prefix), maxConnections: 1 });
  try {
    await migrateAndSeed(db);
  } finally {
    await db.kysely.destroy();
  }
}

export async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Schemas of the PostgreSQL pass, reused: `<prefix>_pool_<n>` belongs to whichever test process
 * holds advisory lock n (PostgreSQL releases it when that process's connection ends, however the
 * process ends). A schema is migrated the first time it is taken, and reset to the template's rows
 * each time after. One a test changed beyond its rows (a dropped table) is dropped on release.
 */
export class PostgresSchemaPool {
  private locker: Promise<pg.Client> | undefined;
  private readonly held = new Set<number>();
  private resetScript: Promise<string> | undefined;
  private readonly template: string;
  /** Advisory locks are two 32-bit keys: this run's, then the schema's number. */
  private readonly lockSpace: number;

  constructor(
    private readonly url: string,
    private readonly prefix: string,
  ) {
    this.template = postgresTemplateSchema(prefix);
    this.lockSpace = hash32(prefix);
  }

  /** A schema of this pool with the template's rows, and how to give it back. */
  async take(): Promise<{ schema: string; give: () => Promise<void> }> {
    const locker = await this.lockerClient();
    for (let n = 0; ; n++) {
      if (this.held.has(n)) continue;
      const { rows } = await locker.query<{ ok: boolean }>(
        'select pg_try_advisory_lock($1, $2) as ok',
        [this.lockSpace, n],
      );
      if (!rows[0]?.ok) continue;
      this.held.add(n);
      const schema = `${this.prefix}_pool_${n}`;
      try {
        await this.prepare(locker, schema);
      } catch (error) {
        await this.give(n);
        throw error;
      }
      return {
        schema,
        give: async () => {
          if (!(await this.sameTables(locker, schema))) {
            await locker.query(`drop schema if exists ${schema} cascade`);
          }
          await this.give(n);
        },
      };
    }
  }

  private async give(n: number): Promise<void> {
    this.held.delete(n);
    await (await this.lockerClient()).query('select pg_advisory_unlock($1, $2)', [
      this.lockSpace,
      n,
    ]);
  }

  private async prepare(client: pg.Client, schema: string): Promise<void> {
    const { rowCount } = await client.query('select 1 from pg_namespace where nspname = $1', [
      schema,
    ]);
    if (!rowCount) {
      await client.query(`create schema ${schema}`);
      const db = openPostgresDb(this.url, { schema, maxConnections: 1 });
      try {
        await migrateToLatest(db);
      } finally {
        await db.kysely.destroy();
      }
    }
    this.resetScript ??= this.makeResetScript(client);
    await client.query((await this.resetScript).replaceAll('"__schema__"', `"${schema}"`));
  }

  /** Empties every table and copies the template's rows in, referenced tables first. */
  private async makeResetScript(client: pg.Client): Promise<string> {
    const tables = await this.tablesOf(client, this.template);
    const { rows: references } = await client.query<{ from: string; to: string }>(
      `select c.conrelid::regclass::text as from, c.confrelid::regclass::text as to
         from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = $1`,
      [this.template],
    );
    const bare = (name: string) => name.slice(name.lastIndexOf('.') + 1).replaceAll('"', '');
    const ordered = referencedFirst(
      tables,
      references.map((r) => [bare(r.from), bare(r.to)]),
    );
    // Append-only tables refuse a truncate by trigger; a reset is not the app's doing.
    const { rows: triggered } = await client.query<{ table: string }>(
      `select distinct c.relname as table from pg_trigger t
         join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and not t.tgisinternal`,
      [this.template],
    );
    const quoted = (schema: string, table: string) => `"${schema}"."${table}"`;
    const triggers = (state: 'disable' | 'enable') =>
      triggered.map((r) => `alter table ${quoted('__schema__', r.table)} ${state} trigger user`);
    return [
      'begin',
      ...triggers('disable'),
      `truncate ${ordered.map((t) => quoted('__schema__', t)).join(', ')}`,
      ...ordered.map(
        (t) => `insert into ${quoted('__schema__', t)} select * from ${quoted(this.template, t)}`,
      ),
      ...triggers('enable'),
      'commit',
    ].join(';\n');
  }

  /** The schema's tables but the migrator's own (a pooled schema keeps its migration record). */
  private async tablesOf(client: pg.Client, schema: string): Promise<string[]> {
    const { rows } = await client.query<{ tablename: string }>(
      `select tablename from pg_tables where schemaname = $1
          and tablename not like 'kysely_migration%' order by tablename`,
      [schema],
    );
    return rows.map((r) => r.tablename);
  }

  private async sameTables(client: pg.Client, schema: string): Promise<boolean> {
    const [own, template] = await Promise.all([
      this.tablesOf(client, schema),
      this.tablesOf(client, this.template),
    ]);
    return own.join() === template.join();
  }

  private lockerClient(): Promise<pg.Client> {
    this.locker ??= (async () => {
      const client = new pg.Client({ connectionString: this.url });
      await client.connect();
      // The process's end closes it, and with it the locks it holds.
      client.on('error', () => {});
      return client;
    })();
    return this.locker;
  }
}

/** Tables ordered so that each comes after those it references. */
function referencedFirst(tables: string[], references: [from: string, to: string][]): string[] {
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const [from, to] of references) if (from === table && to !== table) visit(to, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

function hash32(text: string): number {
  let h = 0;
  for (const char of text) h = (Math.imul(h, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return h;
}
