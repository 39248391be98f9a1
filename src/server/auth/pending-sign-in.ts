import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import {
  deleteExpiredPendingSignIns,
  insertPendingSignIn,
} from '#server/repositories/admin-pending-sign-ins.repository.ts';
import { hashSecretToken, newSecretToken } from '#server/secrets/secret-tokens.ts';

/** Time to open the app and type its code: the password step comes again after. */
export const PENDING_SIGN_IN_TTL_MS = 5 * 60 * 1000;

/** Wrong codes one pending sign-in takes before it ends (each also counts as a failed sign-in). */
export const WRONG_CODES_PER_SIGN_IN = 3;

/** Starts a sign-in that a code completes; answers the cookie's secret, the database its hash. */
export async function startPendingSignIn(
  db: Kysely<Database>,
  adminId: string,
  now = new Date(),
): Promise<string> {
  const token = newSecretToken();
  await deleteExpiredPendingSignIns(db, now);
  await insertPendingSignIn(db, {
    id: hashSecretToken(token),
    adminId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + PENDING_SIGN_IN_TTL_MS).toISOString(),
    failedCodes: 0,
  });
  return token;
}
