import type { Kysely, Migration } from 'kysely';

// Migrations are frozen once released: never edit one, add the next.
export function mobileCodes(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // One row per mobile number asking for a code (issue 36): the code's keyed hash (never the
      // code) until it is used or runs out, and the hour's counters of sends and tries.
      await db.schema
        .createTable('mobile_codes')
        .addColumn('phone', 'text', (c) => c.primaryKey())
        .addColumn('code_hash', 'text')
        .addColumn('code_expires_at', 'text')
        .addColumn('last_sent_at', 'text', (c) => c.notNull())
        .addColumn('window_started_at', 'text', (c) => c.notNull())
        .addColumn('sends', 'integer', (c) => c.notNull())
        .addColumn('tries', 'integer', (c) => c.notNull())
        .execute();
      // What a confirmed number's booking presents: the token's SHA-256, used once.
      await db.schema
        .createTable('mobile_code_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('mobile_code_tokens_expires_at')
        .on('mobile_code_tokens')
        .column('expires_at')
        .execute();
    },
  };
}
