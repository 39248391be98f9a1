import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  deleteExpiredSessions,
  findLiveSession,
  insertSession,
} from '../repositories/admin-sessions.repository';
import { hashSecretToken, newSecretToken } from './secret-tokens';

/** Spec: sign-in persistence is "local": a session lasts 30 days. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Starts a session and answers the secret for the cookie; the database keeps only its hash. */
export async function startSession(db: Kysely<Database>, adminId: string, now = new Date()) {
  const token = newSecretToken();
  await deleteExpiredSessions(db, now);
  await insertSession(db, {
    id: hashSecretToken(token),
    adminId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
  });
  return token;
}

export interface SessionAccount {
  sessionId: string;
  adminId: string;
  email: string;
  isAdmin: boolean;
}

/** The account behind a cookie's secret, while its session lives. */
export async function resolveSession(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<SessionAccount | undefined> {
  const row = await findLiveSession(db, hashSecretToken(token), now);
  return row && { ...row, sessionId: row.id, isAdmin: row.isAdmin === 1 };
}
