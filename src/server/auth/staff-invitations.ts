import type { Kysely } from 'kysely';
import { type AuditActor, recordAudit } from '#server/audit/record-audit.ts';
import type { DialectFeatures } from '#server/db/dialect.ts';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import { notify } from '#server/notifications/notify.ts';
import { findAdminByEmail, insertAdmin } from '#server/repositories/admins.repository.ts';
import {
  consumeInvitation,
  findUsableInvitation,
  insertInvitation,
  voidInvitationsFor,
} from '#server/repositories/staff-invitations.repository.ts';
import { hashSecretToken, newSecretToken } from '#server/secrets/secret-tokens.ts';
import { INVITATION_TTL_HOURS, type Invitation, STAFF_MESSAGES } from '#shared/admin/staff.ts';
import type { Role } from '#shared/admin/staff-roles.ts';
import { hashPasswordForLink } from './link-password.ts';

export const INVITATION_TTL_MS = INVITATION_TTL_HOURS * 60 * 60 * 1000;

/**
 * Mails a single-use link to set a password for a new account in `role`. A newer invitation to
 * the same address replaces any older one. The invitation and its mail are one transaction.
 */
export async function inviteStaff(
  db: Kysely<Database>,
  publicUrl: string,
  { email, role }: { email: string; role: Role },
  actor: AuditActor,
  now = new Date(),
): Promise<Invitation> {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS).toISOString();
  await db.transaction().execute(async (trx) => {
    if (await findAdminByEmail(trx, email)) {
      throw new HttpError(409, STAFF_MESSAGES.alreadyHasAccount, {
        email: STAFF_MESSAGES.alreadyHasAccount,
      });
    }
    await voidInvitationsFor(trx, email, now);
    await insertInvitation(trx, {
      id: hashSecretToken(token),
      email,
      role,
      createdAt: now.toISOString(),
      expiresAt,
      usedAt: null,
    });
    await notify(trx, { type: 'staff-invited', email, role, token }, { publicUrl }, now);
    await recordAudit(
      trx,
      actor,
      { kind: 'staff-invited', subject: email, after: { email, role, expiresAt } },
      now,
    );
  });
  return { email, role };
}

/** Whom a link is for, so the page can name the account; 400 for a used or expired link. */
export async function describeInvitation(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<Invitation> {
  const invitation = await findUsableInvitation(db, hashSecretToken(token), now);
  if (!invitation) throw new HttpError(400, STAFF_MESSAGES.invitationInvalid);
  return invitation;
}

/**
 * Makes the invited account with the chosen password; the person then signs in like anyone
 * else (one way in, with its limits and checks). The link works exactly once.
 */
export async function acceptInvitation(
  db: Kysely<Database>,
  dialect: DialectFeatures,
  { token, password, address }: { token: string; password: string; address: string },
  now = new Date(),
): Promise<Invitation> {
  const tokenId = hashSecretToken(token);
  const passwordHash = await hashPasswordForLink(
    password,
    async () => (await findUsableInvitation(db, tokenId, now))?.email,
    STAFF_MESSAGES.invitationInvalid,
  );
  try {
    return await db.transaction().execute(async (trx) => {
      const invitation = await consumeInvitation(trx, tokenId, now);
      if (!invitation) throw new HttpError(400, STAFF_MESSAGES.invitationInvalid);
      if (await findAdminByEmail(trx, invitation.email)) {
        throw new HttpError(409, STAFF_MESSAGES.acceptedAlready);
      }
      const adminId = await insertAdmin(trx, { ...invitation, passwordHash }, now);
      await recordAudit(
        trx,
        { adminId, email: invitation.email, address },
        {
          kind: 'staff-invitation-accepted',
          subject: invitation.email,
          after: { email: invitation.email, role: invitation.role, active: true },
        },
        now,
      );
      return invitation;
    });
  } catch (error) {
    // Two invitations to one address used at the same moment: the second finds the first's row.
    if (dialect.isUniqueViolation(error)) throw new HttpError(409, STAFF_MESSAGES.acceptedAlready);
    throw error;
  }
}
