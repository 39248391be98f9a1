import { type Kysely, type Migration, sql } from 'kysely';

// Migrations are frozen once released: never edit one, add the next. This one imports nothing
// from the app. Replaced by 0009.

/** Characters of a search window (decision 0013). */
const SEARCH_WINDOW = 8;
/** FTS5 prefix indexes for every length below a window ("1 2 … 7"). */
const SHORTER_PREFIXES = Array.from({ length: SEARCH_WINDOW - 1 }, (_, i) => i + 1).join(' ');
/** Low bits of a window row's key that hold the booking's rowid; the creation millisecond fills the rest. */
const KEY_ROWID_BITS = 20;

/** Every suffix of every value in the search_text of `row`, cut to a window, joined by spaces. */
function windowsOf(row: 'new' | 'bookings') {
  return sql`(select group_concat(${sql`substr(value, position, ${sql.lit(SEARCH_WINDOW)})`}, ' ')
    from json_each('["' || replace(${sql.raw(row)}.search_text, ' ', '","') || '"]'),
      suffix_start_positions
    where position <= length(value))`;
}

/** A window row's key: the booking's creation millisecond, then its rowid's low bits. */
function listOrderKeyOf(row: 'new' | 'old' | 'bookings') {
  const ms = sql`coalesce(cast(round(unixepoch(${sql.raw(row)}.created_at, 'subsec') * 1000)
    as integer), 0)`;
  return sql`((${ms} << ${sql.lit(KEY_ROWID_BITS)}) + (${sql.raw(row)}.rowid & ${sql.lit(2 ** KEY_ROWID_BITS - 1)}))`;
}

/**
 * SQLite: windows in list order (decision 0013). Every suffix cut to its first SEARCH_WINDOW
 * characters, with prefix indexes of every shorter length; rows keyed by creation millisecond so a
 * page is read from the index's newest end. PostgreSQL keeps 0002's GIN trigram index.
 */
export function bookingSearchInListOrder(database: 'sqlite' | 'postgres'): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (database !== 'sqlite') return;
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
        values (${listOrderKeyOf('new')}, ${windowsOf('new')}, new.rowid);
    end`.execute(db);
      await sql`create trigger bookings_search_windows_delete after delete on bookings begin
      delete from booking_search_windows where rowid = ${listOrderKeyOf('old')};
    end`.execute(db);
      await sql`create trigger bookings_search_windows_update
      after update of search_text, created_at on bookings begin
      delete from booking_search_windows where rowid = ${listOrderKeyOf('old')};
      insert into booking_search_windows (rowid, windows, booking_rowid)
        values (${listOrderKeyOf('new')}, ${windowsOf('new')}, new.rowid);
    end`.execute(db);
      await sql`insert into booking_search_windows (rowid, windows, booking_rowid)
      select ${listOrderKeyOf('bookings')}, ${windowsOf('bookings')}, rowid from bookings`.execute(
        db,
      );
    },
  };
}
