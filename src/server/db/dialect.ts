import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';

/**
 * What differs between the databases while the app runs, kept to this one small interface so
 * repositories and services stay the same code on SQLite and PostgreSQL. Migrations hold their own
 * SQL (they are given only the database's name).
 */
export interface DialectFeatures {
  name: 'sqlite' | 'postgres';
  /** True when the error is a unique-constraint violation (a lost insert race, a repeated key). */
  isUniqueViolation(error: unknown): boolean;
  /**
   * Whether claiming rows needs FOR UPDATE SKIP LOCKED (PostgreSQL, many writers); SQLite runs one
   * write at a time, so a single UPDATE … RETURNING claims atomically there.
   */
  skipLockedRows: boolean;
  /**
   * The schema for Kysely's migration tables. Kysely's "does it exist" check looks across all
   * schemas, so on PostgreSQL we name the one we work in (a second deployment in another schema
   * of the same database must not count).
   */
  // biome-ignore lint/suspicious/noExplicitAny: called with the app's typed Kysely and with a migration's.
  migrationSchema(db: Kysely<any>): Promise<string | undefined>;
  /**
   * Bookings whose search_text contains `term`, through the database's trigram index. The term is
   * already compacted (compactForSearch: letters, digits and "/"), so it holds no LIKE or
   * full-text operators.
   */
  bookingSearchMatches(term: string): Expression<SqlBool>;
}

export const sqliteFeatures: DialectFeatures = {
  name: 'sqlite',
  skipLockedRows: false,
  migrationSchema: async () => undefined,
  isUniqueViolation: (error) =>
    error instanceof Error &&
    'code' in error &&
    (error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'),

  // Migration 0009's FTS5 trigram index (external content over bookings). A trigram needs three
  // characters: a shorter term is checked row by row along the list's order until a page is full.
  bookingSearchMatches: (term) =>
    // Trigrams count characters, not UTF-16 units (a name may hold letters beyond the BMP).
    [...term].length < 3
      ? sql<SqlBool>`bookings.search_text like ${`%${term}%`}`
      : sql<SqlBool>`bookings.rowid in (select rowid from booking_search
          where booking_search match ${`"${term}"`})`,
};

/** PostgreSQL error code for unique_violation. */
const PG_UNIQUE_VIOLATION = '23505';

export const postgresFeatures: DialectFeatures = {
  name: 'postgres',
  skipLockedRows: true,
  async migrationSchema(db) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    return rows[0]?.schema;
  },
  isUniqueViolation: (error) =>
    error instanceof Error && 'code' in error && error.code === PG_UNIQUE_VIOLATION,

  // Migration 0002's GIN index with pg_trgm answers this for terms of three characters or more.
  bookingSearchMatches: (term) => sql<SqlBool>`bookings.search_text like ${`%${term}%`}`,
};
