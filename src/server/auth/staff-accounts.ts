import type { Kysely } from 'kysely';
import { type AuditActor, recordAudit } from '#server/audit/record-audit.ts';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import {
  centresOfAdmin,
  listAdminCentres,
  replaceAdminCentres,
} from '#server/repositories/admin-centres.repository.ts';
import {
  type AdminRow,
  findAdminById,
  listAdmins,
  lockActiveOwners,
  setAdminActive,
  setAdminRole,
} from '#server/repositories/admins.repository.ts';
import { listCentres } from '#server/repositories/fitting-centres.repository.ts';
import { listPendingInvitations } from '#server/repositories/staff-invitations.repository.ts';
import {
  STAFF_MESSAGES,
  type StaffChange,
  type StaffList,
  type StaffMember,
} from '#shared/admin/staff.ts';
import { deactivateAccount } from './admin-accounts.ts';

function toStaffMember(row: AdminRow, centreIds: readonly string[]): StaffMember {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    active: row.isAdmin === 1,
    lastSignInAt: row.lastSignInAt,
    createdAt: row.createdAt,
    centreIds: [...centreIds],
  };
}

/** The owner's list: every account, and the invitations still waiting. */
export async function listStaff(db: Kysely<Database>, now = new Date()): Promise<StaffList> {
  const [members, invitations, centres] = await Promise.all([
    listAdmins(db),
    listPendingInvitations(db, now),
    listAdminCentres(db),
  ]);
  return {
    members: members.map((row) => toStaffMember(row, centres.get(row.id) ?? [])),
    invitations,
  };
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
 * so two owners demoting each other at once cannot both succeed. A staff account's fitting
 * centres (issue 38) are replaced by `centreIds` (empty: every centre); an owner is never limited
 * (400), and an account made owner loses its limits.
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
    const before = toStaffMember(row, await centresOfAdmin(trx, adminId));
    const role = change.role ?? before.role;
    const after = {
      ...before,
      role,
      active: change.active ?? before.active,
      // An owner sees every centre: made owner, an account's limits go.
      centreIds: role === 'owner' ? [] : [...new Set(change.centreIds ?? before.centreIds)].sort(),
    };
    if (role === 'owner' && change.centreIds !== undefined && change.centreIds.length > 0) {
      throw new HttpError(400, STAFF_MESSAGES.ownerNotLimited);
    }
    const centres = await listCentres(trx);
    const centreName = new Map(centres.map((centre) => [centre.id, centre.name]));
    if (after.centreIds.some((id) => !centreName.has(id))) {
      throw new HttpError(400, STAFF_MESSAGES.centreUnknown);
    }
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
    const centresChanged = after.centreIds.join() !== before.centreIds.join();
    if (centresChanged) await replaceAdminCentres(trx, adminId, after.centreIds);
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
    if (centresChanged) {
      const named = (ids: readonly string[]) =>
        ids.length === 0 ? 'All centres' : ids.map((id) => centreName.get(id) ?? id).join(', ');
      const centresOf = {
        before: { centres: named(before.centreIds) },
        after: { centres: named(after.centreIds) },
      };
      await recordAudit(trx, actor, { kind: 'staff-centres-changed', subject, ...centresOf }, now);
    }
    return { before, after };
  });
}
