import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, LeadsTable } from '#server/db/schema.ts';

export type LeadRow = LeadsTable;

export async function insertLead(
  db: Kysely<Database>,
  lead: Omit<LeadRow, 'id' | 'createdAt' | 'calledAt' | 'calledBy'>,
  now = new Date(),
): Promise<LeadRow> {
  const row: LeadRow = {
    id: randomUUID(),
    ...lead,
    createdAt: now.toISOString(),
    calledAt: null,
    calledBy: null,
  };
  await db.insertInto('leads').values(row).execute();
  return row;
}

/** Newest first; `phoneDigits` matches anywhere in the phone number. */
export async function listLeads(
  db: Kysely<Database>,
  {
    phoneDigits,
    cursor,
    limit,
  }: { phoneDigits?: string; cursor?: { createdAt: string; id: string }; limit: number },
): Promise<LeadRow[]> {
  let query = db.selectFrom('leads').selectAll();
  // Digits only (the schema says so), so the pattern holds no LIKE wildcards.
  if (phoneDigits) query = query.where('phone', 'like', `%${phoneDigits}%`);
  if (cursor) {
    query = query.where((eb) =>
      eb(eb.refTuple('createdAt', 'id'), '<', eb.tuple(cursor.createdAt, cursor.id)),
    );
  }
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function findLeadById(db: Kysely<Database>, id: string): Promise<LeadRow | undefined> {
  return db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setLeadCalled(
  db: Kysely<Database>,
  id: string,
  calledBy: string | null,
  now = new Date(),
): Promise<LeadRow | undefined> {
  await db
    .updateTable('leads')
    .set({ calledAt: calledBy ? now.toISOString() : null, calledBy })
    .where('id', '=', id)
    .execute();
  return findLeadById(db, id);
}
