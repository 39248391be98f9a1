import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { insertAuditEvents } from '#server/repositories/audit-events.repository.ts';
import type { AuditKind } from '#shared/admin/audit-kinds.ts';

/** Who made a change, and from where. */
export interface AuditActor {
  /** Null only for a failed sign-in with an e-mail no account has. */
  adminId: string | null;
  /** The account's e-mail, or the one typed at that failed sign-in. */
  email: string;
  /** The client's address (request.ip: the proxy's X-Forwarded-For when it is trusted). */
  address: string;
}

export interface AuditEntry {
  kind: AuditKind;
  /** What was changed, in words: an order id, a vehicle type, a setting's name. */
  subject: string;
  /** Left out where not applicable. Never a password, a token or an image's bytes. */
  before?: unknown;
  after?: unknown;
}

const asJson = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * Writes one audit-trail entry. Pass the transaction of the change it records, so the entry is
 * written exactly when the change commits and rolled back with it.
 */
export async function recordAudit(
  trx: Kysely<Database>,
  actor: AuditActor,
  entry: AuditEntry,
  now = new Date(),
): Promise<void> {
  await recordAudits(trx, actor, [entry], now);
}

/** Writes many entries of one actor at once (a bank statement's confirmations), likewise. */
export async function recordAudits(
  trx: Kysely<Database>,
  actor: AuditActor,
  entries: readonly AuditEntry[],
  now = new Date(),
): Promise<void> {
  await insertAuditEvents(
    trx,
    entries.map((entry) => ({
      id: randomUUID(),
      createdAt: now.toISOString(),
      actorId: actor.adminId,
      actorEmail: actor.email,
      address: actor.address,
      kind: entry.kind,
      subject: entry.subject,
      before: asJson(entry.before),
      after: asJson(entry.after),
    })),
  );
}
