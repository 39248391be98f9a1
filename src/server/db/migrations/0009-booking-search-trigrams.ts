import { type Kysely, type Migration, sql } from 'kysely';

// Migrations are frozen once released: never edit one, add the next. This one imports nothing
// from the app.

/**
 * Admin search from the database's own text index, with no index machinery of our own to keep
 * (decision 0013's header has the figures). SQLite: the hand-built index of suffixes in list order
 * (0005, 0006) gives way to an FTS5 trigram index, external content over bookings.search_text, kept
 * in step by triggers. PostgreSQL already has what it needs: 0002's GIN index with pg_trgm on
 * search_text answers LIKE '%term%'.
 *
 * search_text stays: it holds the values compacted ("UK08AB1234" of "uk08 ab-1234" as typed), which
 * booking creation fills; an index over it finds a compacted term as a plain substring, where an
 * index over the typed values could not.
 */
export function bookingSearchTrigrams(database: 'sqlite' | 'postgres'): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (database !== 'sqlite') return;
      await sql`drop trigger bookings_search_windows_insert`.execute(db);
      await sql`drop trigger bookings_search_windows_delete`.execute(db);
      await sql`drop trigger bookings_search_windows_update`.execute(db);
      // Dropping a contentless_unindexed FTS5 table leaves its _content table behind (SQLite
      // 3.53), and the connection may not drop or change that one itself: empty it first.
      await sql`insert into booking_search_windows (booking_search_windows)
        values ('delete-all')`.execute(db);
      await sql`drop table booking_search_windows`.execute(db);
      await sql`drop table suffix_start_positions`.execute(db);

      await sql`create virtual table booking_search using fts5(
        search_text, content='bookings', content_rowid='rowid', tokenize='trigram')`.execute(db);
      await sql`create trigger booking_search_insert after insert on bookings begin
        insert into booking_search (rowid, search_text) values (new.rowid, new.search_text);
      end`.execute(db);
      await sql`create trigger booking_search_delete after delete on bookings begin
        insert into booking_search (booking_search, rowid, search_text)
          values ('delete', old.rowid, old.search_text);
      end`.execute(db);
      await sql`create trigger booking_search_update after update of search_text on bookings begin
        insert into booking_search (booking_search, rowid, search_text)
          values ('delete', old.rowid, old.search_text);
        insert into booking_search (rowid, search_text) values (new.rowid, new.search_text);
      end`.execute(db);
      await sql`insert into booking_search (booking_search) values ('rebuild')`.execute(db);
    },
  };
}
