import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { AuditKind } from '#shared/admin/audit-kinds.ts';

/** An audit row as a test reads it: before and after parsed back from their JSON. */
export interface AuditRecord {
  createdAt: string;
  actorId: string | null;
  actorEmail: string;
  address: string;
  kind: AuditKind;
  subject: string;
  before: unknown;
  after: unknown;
}

/** The stored audit rows (of one kind, when given), oldest first. */
export async function auditRecords(db: Kysely<Database>, kind?: AuditKind): Promise<AuditRecord[]> {
  let query = db.selectFrom('auditEvents').selectAll();
  if (kind) query = query.where('kind', '=', kind);
  const rows = await query.orderBy('createdAt').orderBy('id').execute();
  return rows.map(({ id: _, before, after, ...row }) => ({
    ...row,
    before: before === null ? null : JSON.parse(before),
    after: after === null ? null : JSON.parse(after),
  }));
}
