import { type Kysely, type Migration, sql } from 'kysely';

// Migrations are frozen once released: never edit one, add the next. This one imports nothing
// from the app. Replaced by 0006, and that by 0009.

/** Longest value search_text held (an order number is 27 characters); suffixes start at most this far in. */
const SEARCH_VALUE_MAX_LENGTH = 64;

/**
 * Every suffix of every space-separated value in the search_text of `row` (a trigger's new row, or
 * each of the bookings), joined by spaces. The values hold only [A-Z0-9/]: no JSON escaping needed.
 */
function suffixesOf(row: 'new' | 'bookings') {
  return sql`(select group_concat(${sql`substr(value, position)`}, ' ')
    from json_each('["' || replace(${sql.raw(row)}.search_text, ' ', '","') || '"]'),
      suffix_start_positions
    where position <= length(value))`;
}

/**
 * SQLite: an index of suffixes. Every suffix of every value in search_text ("AB1234" of
 * "UK08AB1234") is a word of a full-text index, so a term is found by a prefix query. PostgreSQL
 * keeps 0002's GIN trigram index.
 */
export function bookingSearchSuffixes(database: 'sqlite' | 'postgres'): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (database !== 'sqlite') return;
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
  };
}
