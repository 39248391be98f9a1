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
  /** Creates the first substring index over bookings.search_text (migration 0002). */
  createBookingSearchIndex(db: Kysely<unknown>): Promise<void>;
  /** Replaces it where a better one exists (migration 0005); see each dialect. */
  replaceBookingSearchIndex(db: Kysely<unknown>): Promise<void>;
  /** Replaces that one with an index kept in the list's order, where there is one (0006). */
  indexBookingSearchInListOrder(db: Kysely<unknown>): Promise<void>;
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
  binaryType: 'blob',
  skipLockedRows: false,
  groupCommits: true,
  migrationSchema: async () => undefined,
  isUniqueViolation: (error) =>
    error instanceof Error &&
    'code' in error &&
    (error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'),

  // Migration 0002's index, replaced by an index of suffixes in 0005: an FTS5 trigram index answering
  // LIKE '%term%', kept in step with the bookings table by triggers.
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
  // Migration 0005: an index of suffixes. Every suffix of every value in search_text ("AB1234" of
  // "UK08AB1234") is a word of a full-text index, and a term is a substring of a value exactly when
  // it begins one of its suffixes: a prefix query reads the words in one range, as many entries as
  // there are matches. The trigram index it replaces read every trigram's whole list, and in one
  // RTO's bookings "UK0", "K08" and the like are in all of them: a registration search read
  // 100,000s of entries to find 1,000. A B-tree of suffixes searched as fast but cost a third more
  // per booking to write (a page per suffix); full-text segments write a booking's words together.
  async replaceBookingSearchIndex(db) {
    await sql`drop trigger bookings_search_insert`.execute(db);
    await sql`drop trigger bookings_search_delete`.execute(db);
    await sql`drop trigger bookings_search_update`.execute(db);
    await sql`drop table booking_search`.execute(db);
    // Triggers cannot use WITH, so the positions a suffix starts at come from a table.
    await sql`create table suffix_start_positions (position integer primary key)`.execute(db);
    await sql`insert into suffix_start_positions (position)
      with recursive counter(n) as (
        select 1 union all select n + 1 from counter where n < ${SEARCH_VALUE_MAX_LENGTH})
      select n from counter`.execute(db);
    // Words are the values' characters, [A-Z0-9/]; no positions are kept, only which booking.
    await sql`create virtual table booking_search_suffixes using fts5(suffixes, content='',
      contentless_delete=1, detail=none, tokenize="unicode61 tokenchars '/'")`.execute(db);
    await sql`create trigger bookings_search_suffixes_insert after insert on bookings begin
      insert into booking_search_suffixes (rowid, suffixes) values (new.rowid, ${suffixesOf('new')});
    end`.execute(db);
    await sql`create trigger bookings_search_suffixes_delete after delete on bookings begin
      delete from booking_search_suffixes where rowid = old.rowid;
    end`.execute(db);
    await sql`create trigger bookings_search_suffixes_update after update of search_text on bookings
    begin
      delete from booking_search_suffixes where rowid = old.rowid;
      insert into booking_search_suffixes (rowid, suffixes) values (new.rowid, ${suffixesOf('new')});
    end`.execute(db);
    await sql`insert into booking_search_suffixes (rowid, suffixes)
      select rowid, ${suffixesOf('bookings')} from bookings`.execute(db);
  },
  // Migration 0006: windows in list order. See decision 0013. Every suffix of every value is
  // cut to its first SEARCH_WINDOW characters ("UK08AB12" of "UK08AB1234"), and FTS5 keeps prefix
  // indexes of every shorter length: a term up to a window long is then one word's list, not the
  // merge of every word it begins. Rows are keyed by the booking's creation millisecond (then
  // its rowid), so the list's newest matches sit at the high end of the index and a page is read
  // from there instead of sorting every match by date.
  async indexBookingSearchInListOrder(db) {
    await sql`drop trigger bookings_search_suffixes_insert`.execute(db);
    await sql`drop trigger bookings_search_suffixes_delete`.execute(db);
    await sql`drop trigger bookings_search_suffixes_update`.execute(db);
    await sql`drop table booking_search_suffixes`.execute(db);
    await sql`create virtual table booking_search_windows using fts5(windows,
      booking_rowid unindexed, content='', contentless_delete=1, contentless_unindexed=1,
      detail=none, prefix=${sql.lit(SHORTER_PREFIXES)}, tokenize="unicode61 tokenchars '/'")`.execute(
      db,
    );
    await sql`create trigger bookings_search_windows_insert after insert on bookings begin
      insert into booking_search_windows (rowid, windows, booking_rowid)
        values (${listOrderKeyOf('new')}, ${suffixesOf('new', SEARCH_WINDOW)}, new.rowid);
    end`.execute(db);
    await sql`create trigger bookings_search_windows_delete after delete on bookings begin
      delete from booking_search_windows where rowid = ${listOrderKeyOf('old')};
    end`.execute(db);
    await sql`create trigger bookings_search_windows_update
      after update of search_text, created_at on bookings begin
      delete from booking_search_windows where rowid = ${listOrderKeyOf('old')};
      insert into booking_search_windows (rowid, windows, booking_rowid)
        values (${listOrderKeyOf('new')}, ${suffixesOf('new', SEARCH_WINDOW)}, new.rowid);
    end`.execute(db);
    await sql`insert into booking_search_windows (rowid, windows, booking_rowid)
      select ${listOrderKeyOf('bookings')}, ${suffixesOf('bookings', SEARCH_WINDOW)}, rowid from bookings`.execute(
      db,
    );
  },
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
 * Longest value search_text holds (an order number is 27 characters); suffixes start at most this
 * far in. Schema limits keep values far shorter, and a test checks the longest ones are found.
 */
const SEARCH_VALUE_MAX_LENGTH = 64;

/**
 * Every suffix of every space-separated value in the search_text of `row` (a trigger's new row,
 * or each of the bookings), cut to `cutTo` characters when given, joined by spaces. The values
 * hold only [A-Z0-9/], so joining them into a JSON array needs no escaping.
 */
function suffixesOf(row: 'new' | 'bookings', cutTo?: number) {
  const suffix =
    cutTo === undefined
      ? sql`substr(value, position)`
      : sql`substr(value, position, ${sql.lit(cutTo)})`;
  return sql`(select group_concat(${suffix}, ' ')
    from json_each('["' || replace(${sql.raw(row)}.search_text, ' ', '","') || '"]'),
      suffix_start_positions
    where position <= length(value))`;
}

/**
 * Characters of a search window: a term this long or shorter is found without checking rows. Built
 * into migration 0006's index (as are the key's bits below): changing either needs a migration.
 */
const SEARCH_WINDOW = 8;
/** FTS5 prefix indexes for every length below a window ("1 2 … 7"). */
const SHORTER_PREFIXES = Array.from({ length: SEARCH_WINDOW - 1 }, (_, i) => i + 1).join(' ');
/**
 * Low bits of a window row's key that hold the booking's rowid (its low bits: two bookings would
 * need the same millisecond and rowids 2^20 apart to share a key). The creation millisecond fills
 * the high bits, which lasts until the year 2248.
 */
const KEY_ROWID_BITS = 20;

/** A window row's key: the booking's creation millisecond, then its rowid's low bits. */
function listOrderKeyOf(row: 'new' | 'old' | 'bookings') {
  const ms = sql`coalesce(cast(round(unixepoch(${sql.raw(row)}.created_at, 'subsec') * 1000)
    as integer), 0)`;
  return sql`((${ms} << ${sql.lit(KEY_ROWID_BITS)}) + (${sql.raw(row)}.rowid & ${sql.lit(2 ** KEY_ROWID_BITS - 1)}))`;
}

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
  // PostgreSQL keeps its GIN trigram index (the benchmark at 100,000 bookings runs on SQLite).
  replaceBookingSearchIndex: async () => {},
  indexBookingSearchInListOrder: async () => {},
  bookingSearch: (term) => ({ pattern: `%${term}%` }),
  bookingSearchMatches: ({ pattern }) => sql<SqlBool>`bookings.search_text like ${pattern}`,
};
