import type { Kysely } from 'kysely';
import { inChunks } from '#server/db/in-chunks.ts';
import type { AuditEventsTable, Database } from '#server/db/schema.ts';
import type { AuditKind } from '#shared/admin/audit-kinds.ts';
import { UNKNOWN_PERSON } from '#shared/admin/audit-trail.ts';

export type AuditEventRow = AuditEventsTable;

/** The only write: the table is append-only (a trigger refuses updates and deletes). */
export async function insertAuditEvents(
  db: Kysely<Database>,
  rows: readonly AuditEventRow[],
): Promise<void> {
  for await (const some of inChunks(rows))
    await db.insertInto('auditEvents').values(some).execute();
}

export interface AuditQuery {
  /** An admin's id, or UNKNOWN_PERSON for entries without an account. */
  person?: string;
  kind?: AuditKind;
  /** UTC ISO instants: from included, until excluded. */
  from?: string;
  until?: string;
  cursor?: { createdAt: string; id: string };
  limit?: number;
}

/** Newest first, through the index that matches the filter (by person, by kind, or by time). */
export async function listAuditEvents(
  db: Kysely<Database>,
  { person, kind, from, until, cursor, limit }: AuditQuery,
): Promise<AuditEventRow[]> {
  let query = db.selectFrom('auditEvents').selectAll();
  if (person === UNKNOWN_PERSON) query = query.where('actorId', 'is', null);
  else if (person) query = query.where('actorId', '=', person);
  if (kind) query = query.where('kind', '=', kind);
  if (from) query = query.where('createdAt', '>=', from);
  if (until) query = query.where('createdAt', '<', until);
  if (cursor) {
    query = query.where((eb) =>
      eb(eb.refTuple('createdAt', 'id'), '<', eb.tuple(cursor.createdAt, cursor.id)),
    );
  }
  query = query.orderBy('createdAt', 'desc').orderBy('id', 'desc');
  return (limit === undefined ? query : query.limit(limit)).execute();
}
