import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { decodeCursor, encodeCursor } from '#server/http/list-cursor.ts';
import {
  type AuditEventRow,
  type AuditQuery,
  listAuditEvents,
} from '#server/repositories/audit-events.repository.ts';
import {
  AUDIT_PAGE_SIZE,
  type AuditEvent,
  type AuditFilters,
  type AuditPage,
} from '#shared/admin/audit-trail.ts';
import { indiaDayStart } from '#shared/site/india-time.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The filters as the repository takes them: India dates become UTC instants (the last day whole). */
export function auditQuery({ person, kind, from, to }: AuditFilters): AuditQuery {
  return {
    person: person || undefined,
    kind,
    from: from ? indiaDayStart(from).toISOString() : undefined,
    until: to ? new Date(indiaDayStart(to).getTime() + DAY_MS).toISOString() : undefined,
  };
}

export function toAuditEvent(row: AuditEventRow): AuditEvent {
  return {
    id: row.id,
    at: row.createdAt,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    address: row.address,
    kind: row.kind,
    subject: row.subject,
    before: row.before,
    after: row.after,
  };
}

/** One page, newest first; one row more is read to know whether a next page exists. */
export async function listAuditPage(
  db: Kysely<Database>,
  filters: AuditFilters,
  cursor: string | undefined,
): Promise<AuditPage> {
  const rows = await listAuditEvents(db, {
    ...auditQuery(filters),
    cursor: cursor ? decodeCursor(cursor) : undefined,
    limit: AUDIT_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    events: page.map(toAuditEvent),
    nextCursor: rows.length > AUDIT_PAGE_SIZE && last ? encodeCursor(last) : null,
  };
}
