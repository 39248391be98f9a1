import { type Kysely, type Migration, sql } from 'kysely';

/*
 * Migrations are frozen once released: never edit one, add the next. This one imports nothing
 * from the app: its rule for the search text is the one of its day, copied below.
 */

/** Search-text compaction when this migration was written: letters of any script, digits, "/". */
function compact(value: string): string {
  return value
    .normalize('NFC')
    .toUpperCase()
    .replace(/[^\p{L}\p{M}\p{N}/]/gu, '');
}

/** Aliased without underscores: the app's CamelCasePlugin renames result columns. */
interface StoredBooking {
  id: string;
  created: string;
  ordernumber: string;
  phone: string;
  registration: string;
  txn: string;
  name: string;
  searchable: string;
}

/** Rows read and written per statement: 2 parameters a row stay far below either database's cap. */
const BATCH = 500;

/**
 * Admin search by customer name and transaction number too (docs/product.md#admin-area). Booking
 * creation now stores search_text as "ORDER PHONE REGISTRATION TXN NAME"; this gives every booking
 * stored before the same text. The trigram indexes over search_text (0009's FTS5 table kept in step
 * by its triggers on SQLite, 0002's pg_trgm GIN index on PostgreSQL) follow the update themselves.
 *
 * Safe to run again after a crash (SQLite runs it without a transaction): each text is computed
 * from the booking's own columns, and only rows whose text changes are written.
 */
export function bookingSearchNames(database: 'sqlite' | 'postgres'): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // In list order (bookings_created_at_id): on SQLite that is about the order rows are
      // stored in, so each batch rewrites a few pages rather than one page per row.
      // PostgreSQL: building the GIN index once afterwards is several times faster than updating it
      // row by row (15 s against 4 s at 100,000 bookings); the transaction hides its absence.
      if (database === 'postgres') await sql`drop index bookings_search_trgm`.execute(db);
      let after = { created: '', id: '' };
      for (;;) {
        const { rows } = await sql<StoredBooking>`select id, created_at as created,
            order_id as ordernumber, phone, reg_number as registration, txn_id as txn,
            full_name as name, search_text as searchable
          from bookings where (created_at, id) > (${after.created}, ${after.id})
          order by created_at, id limit ${BATCH}`.execute(db);
        const last = rows.at(-1);
        if (!last) break;
        after = last;
        const changed = rows.flatMap((row) => {
          const text = [row.ordernumber, row.phone, row.registration, row.txn, row.name]
            .map(compact)
            .join(' ');
          return text === row.searchable ? [] : [sql`(${row.id}, ${text})`];
        });
        if (changed.length === 0) continue;
        // VALUES names its columns column1, column2 on both databases.
        await sql`update bookings set search_text = fresh.column2
          from (values ${sql.join(changed)}) as fresh
          where bookings.id = fresh.column1`.execute(db);
      }
      if (database === 'postgres') {
        await sql`create index bookings_search_trgm on bookings
          using gin (search_text public.gin_trgm_ops)`.execute(db);
      }
    },
  };
}
