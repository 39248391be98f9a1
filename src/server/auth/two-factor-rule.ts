import type { Role } from '#shared/admin/staff-roles.ts';

/**
 * Who must have two-factor sign-in: the one place this rule lives. Owners always; staff when the
 * owner turns on "require two-factor for staff".
 */
export function mustUseTwoFactor(role: Role, requiredForStaff: boolean): boolean {
  return role === 'owner' || requiredForStaff;
}
