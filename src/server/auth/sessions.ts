import type { Kysely } from 'kysely';
import { recordAudit } from '#server/audit/record-audit.ts';
import type { Database } from '#server/db/schema.ts';
import {
  deleteExpiredSessions,
  deleteSession,
  findLiveSession,
  insertSession,
  touchSession,
} from '#server/repositories/admin-sessions.repository.ts';
import { recordSignIn } from '#server/repositories/admins.repository.ts';
import { getIdleHours } from '#server/repositories/session-idle.repository.ts';
import { hashSecretToken, newSecretToken } from '#server/secrets/secret-tokens.ts';
import type { Role } from '#shared/admin/staff-roles.ts';

/** A session outlives the browser's closing, for 30 days at most (docs/product.md#sign-in). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;

/**
 * How stale a session's last use may get before it is written again: a write per request would
 * cost every admin request a write for a precision nobody needs against hours of idle time.
 */
const TOUCH_EVERY_MS = 60 * 1000;

/**
 * Starts a session and answers the secret for the cookie; the database keeps only its hash. The
 * account's last sign-in is when its last session started, however it got there.
 */
export async function startSession(db: Kysely<Database>, adminId: string, now = new Date()) {
  const token = newSecretToken();
  await deleteExpiredSessions(db, now);
  await recordSignIn(db, adminId, now);
  await insertSession(db, {
    id: hashSecretToken(token),
    adminId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
    lastSeenAt: now.toISOString(),
  });
  return token;
}

export interface SessionAccount {
  sessionId: string;
  adminId: string;
  email: string;
  role: Role;
}

/** When a session unused since before it has ended (the owner's idle hours). */
export async function idleCutoff(db: Kysely<Database>, now: Date): Promise<Date> {
  return new Date(now.getTime() - (await getIdleHours(db)) * HOUR_MS);
}

/**
 * The active account behind a cookie's secret, while its session lives: within 30 days of its
 * start and the owner's idle hours of its last use. Using it counts as use.
 */
export async function resolveSession(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<SessionAccount | undefined> {
  const row = await findLiveSession(db, hashSecretToken(token), now, await idleCutoff(db, now));
  if (!row) return undefined;
  if (!row.lastSeenAt || now.getTime() - Date.parse(row.lastSeenAt) >= TOUCH_EVERY_MS) {
    await touchSession(db, row.id, now);
  }
  return { sessionId: row.id, adminId: row.adminId, email: row.email, role: row.role };
}

/** Sign-out: the session ends, and a live one's end is in the audit trail with it. */
export async function endSession(
  db: Kysely<Database>,
  token: string,
  address: string,
  now = new Date(),
): Promise<void> {
  const id = hashSecretToken(token);
  await db.transaction().execute(async (trx) => {
    const session = await findLiveSession(trx, id, now, await idleCutoff(trx, now));
    await deleteSession(trx, id);
    if (!session) return;
    const actor = { adminId: session.adminId, email: session.email, address };
    await recordAudit(trx, actor, { kind: 'sign-out', subject: 'Session ended' }, now);
  });
}
