import type { Kysely } from 'kysely';
import { type AuditActor, recordAudit } from '#server/audit/record-audit.ts';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import {
  type AdminRow,
  findAdminById,
  listAdmins,
  lockActiveOwners,
  setAdminActive,
  setAdminRole,
} from '#server/repositories/admins.repository.ts';
import { listPendingInvitations } from '#server/repositories/staff-invitations.repository.ts';
import {
  STAFF_MESSAGES,
  type StaffChange,
  type StaffList,
  type StaffMember,
} from '#shared/admin/staff.ts';
import { deactivateAccount } from './admin-accounts.ts';

function toStaffMember(row: AdminRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    active: row.isAdmin === 1,
    lastSignInAt: row.lastSignInAt,
    createdAt: row.createdAt,
  };
}

/** The owner's list: every account, and the invitations still waiting. */
export async function listStaff(db: Kysely<Database>, now = new Date()): Promise<StaffList> {
  const [members, invitations] = await Promise.all([
    listAdmins(db),
    listPendingInvitations(db, now),
  ]);
  return { members: members.map(toStaffMember), invitations };
}

/** An account as it is and as the change would leave it. */
export interface StaffMemberChange {
  before: StaffMember;
  after: StaffMember;
}

/**
 * Changes an account's role and whether it is active, in one transaction. Deactivating ends its
 * sessions at once; a role change takes effect on its next request (the role is read each time).
 * The last active owner can be neither demoted nor deactivated, checked under the owners' lock
 * so two owners demoting each other at once cannot both succeed.
 */
export async function changeStaffMember(
  db: Kysely<Database>,
  adminId: string,
  change: StaffChange,
  actor: AuditActor,
  now = new Date(),
): Promise<StaffMemberChange> {
  return db.transaction().execute(async (trx) => {
    const activeOwners = await lockActiveOwners(trx);
    const row = await findAdminById(trx, adminId);
    if (!row) throw new HttpError(404, STAFF_MESSAGES.memberNotFound);
    const before = toStaffMember(row);
    const after = {
      ...before,
      role: change.role ?? before.role,
      active: change.active ?? before.active,
    };
    const wasOwner = before.active && before.role === 'owner';
    const staysOwner = after.active && after.role === 'owner';
    if (wasOwner && !staysOwner && activeOwners <= 1) {
      throw new HttpError(409, STAFF_MESSAGES.lastOwner);
    }
    if (after.role !== before.role) await setAdminRole(trx, adminId, after.role, now);
    if (after.active !== before.active) {
      if (after.active) await setAdminActive(trx, adminId, true, now);
      else await deactivateAccount(trx, adminId, now);
    }
    const subject = before.email;
    if (after.role !== before.role) {
      const roles = { before: { role: before.role }, after: { role: after.role } };
      await recordAudit(trx, actor, { kind: 'staff-role-changed', subject, ...roles }, now);
    }
    if (after.active !== before.active) {
      const kind = after.active ? 'staff-reactivated' : 'staff-deactivated';
      const active = { before: { active: before.active }, after: { active: after.active } };
      await recordAudit(trx, actor, { kind, subject, ...active }, now);
    }
    return { before, after };
  });
}
