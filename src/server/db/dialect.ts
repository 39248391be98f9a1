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
  /**
   * The bound values that find bookings whose search_text contains `term`. The term is already
   * upper case and limited to [A-Z0-9/], so it holds no LIKE or full-text operators.
   */
  bookingSearch(term: string): BookingSearch;
  /** Bookings matching a `bookingSearch`, through the substring index. */
  bookingSearchMatches(search: BookingSearch): Expression<SqlBool>;
  /**
   * Where the index keeps matches in the list's order (newest first): for a search with no other
   * filter, the matches that can be on a page of `limit` after a cursor created at `beforeMs`
   * (a millisecond), read from the newest end of the index instead of all matches being sorted.
   * Called only for a search with no `mustContain` (the index answers it exactly).
   */
  newestBookingSearchMatches?(
    pattern: string,
    page: { limit: number; beforeMs?: number },
  ): Expression<SqlBool>;
}

/** What a search binds: see `DialectFeatures.bookingSearch`. */
export interface BookingSearch {
  /** What the index is asked for. */
  pattern: string;
  /** Set when the index finds more than the matches: the term each one's search_text holds. */
  mustContain?: string;
}

export const sqliteFeatures: DialectFeatures = {
  name: 'sqlite',
  skipLockedRows: false,
  groupCommits: true,
  migrationSchema: async () => undefined,
  isUniqueViolation: (error) =>
    error instanceof Error &&
    'code' in error &&
    (error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'),

  // A term up to a window long begins one of the windows: one word, or a prefix the index keeps.
  // A longer term's last window is one of the windows too; its matches are then checked whole.
  bookingSearch: (term) =>
    term.length < SEARCH_WINDOW
      ? { pattern: `"${term}"*` }
      : term.length === SEARCH_WINDOW
        ? { pattern: `"${term}"` }
        : { pattern: `"${term.slice(-SEARCH_WINDOW)}"`, mustContain: term },
  bookingSearchMatches: ({ pattern, mustContain }) => {
    const found = sql<SqlBool>`bookings.rowid in (select booking_rowid from booking_search_windows
      where booking_search_windows match ${pattern})`;
    return mustContain === undefined
      ? found
      : sql<SqlBool>`${found} and instr(bookings.search_text, ${mustContain}) > 0`;
  },
  // The page's rows are among the matches from the `limit`-th newest match's millisecond on (a
  // cursor's own millisecond included: its ties may still follow it). Matches of one millisecond
  // are not in id order in the index, hence the whole millisecond.
  newestBookingSearchMatches: (pattern, { limit, beforeMs }) => {
    const olderThanCursor =
      beforeMs === undefined ? sql`` : sql`and rowid < (${beforeMs} << ${sql.lit(KEY_ROWID_BITS)})`;
    const upToCursor =
      beforeMs === undefined
        ? sql``
        : sql`and rowid < ((${beforeMs} + 1) << ${sql.lit(KEY_ROWID_BITS)})`;
    return sql<SqlBool>`bookings.rowid in (select booking_rowid from booking_search_windows
      where booking_search_windows match ${pattern} ${upToCursor}
        and rowid >= (select coalesce(min(rowid), 0) & ${sql.lit(-(2 ** KEY_ROWID_BITS))}
          from (select rowid from booking_search_windows
            where booking_search_windows match ${pattern} ${olderThanCursor}
            order by rowid desc limit ${limit})))`;
  },
};

/**
 * Characters of a search window: a term this long or shorter is found without checking rows. Built
 * into migration 0006's index (as are the key's bits below): changing either needs a migration.
 */
const SEARCH_WINDOW = 8;
/**
 * Low bits of a window row's key that hold the booking's rowid (its low bits: two bookings would
 * need the same millisecond and rowids 2^20 apart to share a key). The creation millisecond fills
 * the high bits, which lasts until the year 2248.
 */
const KEY_ROWID_BITS = 20;

/** PostgreSQL error code for unique_violation. */
const PG_UNIQUE_VIOLATION = '23505';

export const postgresFeatures: DialectFeatures = {
  name: 'postgres',
  skipLockedRows: true,
  groupCommits: false,
  async migrationSchema(db) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    return rows[0]?.schema;
  },
  isUniqueViolation: (error) =>
    error instanceof Error && 'code' in error && error.code === PG_UNIQUE_VIOLATION,

  bookingSearch: (term) => ({ pattern: `%${term}%` }),
  bookingSearchMatches: ({ pattern }) => sql<SqlBool>`bookings.search_text like ${pattern}`,
};
