import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';

/**
 * What differs between the databases we run on, kept to this one small interface so migrations,
 * repositories and services stay the same code on SQLite and PostgreSQL.
 */
export interface DialectFeatures {
  name: 'sqlite' | 'postgres';
  /** Column type for raw bytes (images). */
  binaryType: 'blob' | 'bytea';
  /** True when the error is a unique-constraint violation (a lost insert race, a repeated key). */
  isUniqueViolation(error: unknown): boolean;
  /**
   * Whether claiming rows needs FOR UPDATE SKIP LOCKED (PostgreSQL, many writers); SQLite runs one
   * write at a time, so a single UPDATE … RETURNING claims atomically there.
   */
  skipLockedRows: boolean;
  /**
   * Whether concurrent writes should share transactions (group commit, db/group-commit.ts). SQLite:
   * yes, one connection writes and every commit's flush blocks the server's thread. PostgreSQL: no,
   * the pool writes side by side and the server already flushes concurrent commits together, so
   * queuing them behind one connection halved booking throughput in our measurement.
   */
  groupCommits: boolean;
  /**
   * The schema for Kysely's migration tables. Kysely's "does it exist" check looks across all
   * schemas, so on PostgreSQL we name the one we work in (a second deployment in another schema
   * of the same database must not count).
   */
  // biome-ignore lint/suspicious/noExplicitAny: called with the app's typed Kysely and with a migration's.
  migrationSchema(db: Kysely<any>): Promise<string | undefined>;
  /** Creates the substring index over bookings.search_text (a migration step). */
  createBookingSearchIndex(db: Kysely<unknown>): Promise<void>;
  /**
   * Bookings whose search_text contains `term`, through that index. The term is already upper
   * case and limited to [A-Z0-9/], so it holds no LIKE wildcards.
   */
  bookingSearchMatches(term: string): Expression<SqlBool>;
}

export const sqliteFeatures: DialectFeatures = {
  name: 'sqlite',
  binaryType: 'blob',
  skipLockedRows: false,
  groupCommits: true,
  migrationSchema: async () => undefined,
  isUniqueViolation: (error) =>
    error instanceof Error &&
    'code' in error &&
    (error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'),

  // An FTS5 trigram index answers LIKE '%term%' without scanning every booking; triggers keep it
  // in step with the bookings table inside the same transaction.
  async createBookingSearchIndex(db) {
    await sql`create virtual table booking_search using fts5(
      search_text, content='bookings', content_rowid='rowid', tokenize='trigram')`.execute(db);
    await sql`create trigger bookings_search_insert after insert on bookings begin
      insert into booking_search(rowid, search_text) values (new.rowid, new.search_text);
    end`.execute(db);
    await sql`create trigger bookings_search_delete after delete on bookings begin
      insert into booking_search(booking_search, rowid, search_text)
        values ('delete', old.rowid, old.search_text);
    end`.execute(db);
    await sql`create trigger bookings_search_update after update of search_text on bookings begin
      insert into booking_search(booking_search, rowid, search_text)
        values ('delete', old.rowid, old.search_text);
      insert into booking_search(rowid, search_text) values (new.rowid, new.search_text);
    end`.execute(db);
    await sql`insert into booking_search(booking_search) values ('rebuild')`.execute(db);
  },
  // A phrase of three or more characters is a trigram MATCH (an index lookup); shorter terms have
  // no trigram, so they fall back to LIKE over the index's text.
  bookingSearchMatches: (term) =>
    term.length >= 3
      ? sql<SqlBool>`bookings.rowid in (select rowid from booking_search where booking_search match ${`"${term}"`})`
      : sql<SqlBool>`bookings.rowid in (select rowid from booking_search where search_text like ${`%${term}%`})`,
};

/** PostgreSQL error code for unique_violation. */
const PG_UNIQUE_VIOLATION = '23505';

export const postgresFeatures: DialectFeatures = {
  name: 'postgres',
  binaryType: 'bytea',
  skipLockedRows: true,
  groupCommits: false,
  async migrationSchema(db) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    return rows[0]?.schema;
  },
  isUniqueViolation: (error) =>
    error instanceof Error && 'code' in error && error.code === PG_UNIQUE_VIOLATION,

  // pg_trgm's GIN index answers LIKE '%term%' (it is a trusted extension: no superuser needed).
  async createBookingSearchIndex(db) {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`create index bookings_search_trgm on bookings
      using gin (search_text public.gin_trgm_ops)`.execute(db);
  },
  bookingSearchMatches: (term) => sql<SqlBool>`bookings.search_text like ${`%${term}%`}`,
};
