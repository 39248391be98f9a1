import {
  type DatabaseMetadataOptions,
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  type Kysely,
  type MigrationLockOptions,
  PostgresAdapter,
  PostgresDialect,
  PostgresIntrospector,
  sql,
  type TableMetadata,
} from 'kysely';

/**
 * Kysely's PostgreSQL dialect, confined to the schema the connection works in (its search_path).
 * Kysely's own introspector reads every column of every schema in the database whenever the
 * migrator asks whether its table exists, and its migration lock is one key for the whole server:
 * other apps' schemas (or parallel tests') made every start and readiness probe slower, queued
 * behind each other's migrations, and a schema dropped mid-read failed the read. Here both see only
 * this app's schema; instances sharing it still migrate one at a time.
 */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  override createAdapter() {
    return new OwnSchemaAdapter();
  }

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's Dialect interface takes Kysely<any>.
  override createIntrospector(db: Kysely<any>) {
    return new OwnSchemaIntrospector(db);
  }
}

const lockKey = ({ lockTableSchema, lockTable }: MigrationLockOptions) =>
  sql`hashtext(${`${lockTableSchema ?? 'public'}.${lockTable}`})`;

class OwnSchemaAdapter extends PostgresAdapter {
  // biome-ignore lint/suspicious/noExplicitAny: as DialectAdapter declares it.
  override async acquireMigrationLock(db: Kysely<any>, options: MigrationLockOptions) {
    await sql`select pg_advisory_lock(${lockKey(options)})`.execute(db);
  }

  // biome-ignore lint/suspicious/noExplicitAny: as DialectAdapter declares it.
  override async releaseMigrationLock(db: Kysely<any>, options: MigrationLockOptions) {
    await sql`select pg_advisory_unlock(${lockKey(options)})`.execute(db);
  }
}

interface ColumnRow {
  schema: string;
  table: string;
  isView: boolean;
  column: string;
  type: string;
  typeSchema: string;
  isNullable: boolean;
  hasDefault: boolean;
  isAutoIncrementing: boolean;
  comment: string | null;
}

const KYSELY_TABLES = [DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE];

class OwnSchemaIntrospector extends PostgresIntrospector {
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's introspectors take Kysely<any>.
  constructor(private readonly db: Kysely<any>) {
    super(db);
  }

  override async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select current_schema() as "schema", c.relname as "table", c.relkind = 'v' as "isView", a.attname as "column",
        t.typname as "type", tn.nspname as "typeSchema", not a.attnotnull as "isNullable",
        a.atthasdef as "hasDefault",
        (a.attidentity <> '' or coalesce(pg_get_expr(d.adbin, d.adrelid) like 'nextval(%', false))
          as "isAutoIncrementing",
        col_description(a.attrelid, a.attnum) as "comment"
      from pg_catalog.pg_class c
      join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      join pg_catalog.pg_type t on t.oid = a.atttypid
      join pg_catalog.pg_namespace tn on tn.oid = t.typnamespace
      left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'v', 'p')
      order by c.relname, a.attnum`.execute(this.db);

    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && KYSELY_TABLES.includes(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, isView: row.isView, schema: row.schema, columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.typeSchema,
        isNullable: row.isNullable,
        hasDefaultValue: row.hasDefault,
        isAutoIncrementing: row.isAutoIncrementing,
        comment: row.comment ?? undefined,
      });
    }
    return [...tables.values()];
  }
}
