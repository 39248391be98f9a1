import { createHash } from 'node:crypto';
import { type Kysely, type Migration, sql } from 'kysely';

/*
 * Migrations are frozen once released: never edit one, add the next. This one imports nothing
 * from the app: the hash, the outbox's placeholder and the link's shape are copied below.
 */

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const PLACEHOLDER = '{{secret}}';
/** A tracking link's secret in a mail (decision 0016): /track#t=<43 base64url characters>. */
const LINK_SECRET = /#t=([A-Za-z0-9_-]{43})/g;
const ROWS_AT_ONCE = 500;

interface StoredToken {
  id: string;
  token: string;
}

interface StoredMail {
  id: string;
  status: string;
  secret: string | null;
  text: string;
  html: string;
}

/**
 * Tracking links by their SHA-256 only (decision 0038): a database or a backup alone no longer
 * opens an order. Links mailed before keep working: their secrets' hashes move here. The outbox's
 * stored bodies lose the secrets too: a mail still waiting keeps its secret in the secret column
 * until it is sent (as reset mails since 0008); one already sent keeps only the placeholder.
 */
export function trackingLinksHashed(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Many links per booking: every mail that carries one gets its own (the database cannot
      // read an earlier one back to send it again).
      await db.schema
        .createTable('tracking_links')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('tracking_links_booking_id')
        .on('tracking_links')
        .column('booking_id')
        .execute();

      const now = new Date().toISOString();
      for (let after = ''; ; ) {
        const { rows } = await sql<StoredToken>`select id, tracking_token as token from bookings
          where tracking_token is not null and id > ${after}
          order by id limit ${ROWS_AT_ONCE}`.execute(db);
        if (rows.length === 0) break;
        const links = rows.map((r) => ({
          token_hash: hashOf(r.token),
          booking_id: r.id,
          created_at: now,
        }));
        await (db as Kysely<{ tracking_links: (typeof links)[number] }>)
          .insertInto('tracking_links')
          .values(links)
          .execute();
        after = rows[rows.length - 1]?.id ?? after;
      }
      await db.schema.dropIndex('bookings_tracking_token').execute();
      await db.schema.alterTable('bookings').dropColumn('tracking_token').execute();

      for (let after = ''; ; ) {
        const { rows: mails } = await sql<StoredMail>`select id, status, secret,
            text_body as text, html_body as html from outbox_mails
          where (text_body like '%#t=%' or html_body like '%#t=%') and id > ${after}
          order by id limit ${ROWS_AT_ONCE}`.execute(db);
        if (mails.length === 0) break;
        for (const mail of mails) await takeSecretOutOfBody(db, mail);
        after = mails[mails.length - 1]?.id ?? after;
      }
    },
  };
}

async function takeSecretOutOfBody(db: Kysely<unknown>, mail: StoredMail): Promise<void> {
  const secret = [...`${mail.text} ${mail.html}`.matchAll(LINK_SECRET)][0]?.[1];
  if (secret === undefined) return;
  // Only a mail with no secret of its own can take this one along to its sending.
  const waiting = (mail.status === 'pending' || mail.status === 'sending') && !mail.secret;
  const text = mail.text.replaceAll(`#t=${secret}`, `#t=${PLACEHOLDER}`);
  const html = mail.html.replaceAll(`#t=${secret}`, `#t=${PLACEHOLDER}`);
  await sql`update outbox_mails set text_body = ${text}, html_body = ${html},
      secret = ${waiting ? secret : mail.secret}
    where id = ${mail.id}`.execute(db);
}
