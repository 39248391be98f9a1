import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { isTwoFactorOn } from '#server/repositories/admin-two-factor.repository.ts';
import { isTwoFactorRequiredForStaff } from '#server/repositories/two-factor-setting.repository.ts';
import type { SessionAccount } from './sessions.ts';
import { mustUseTwoFactor } from './two-factor-rule.ts';

/**
 * Whether the account is held to having two-factor sign-in. `enforced` is the app's switch
 * (on in real installs; see AppOptions.enforceTwoFactor), the rule is mustUseTwoFactor.
 */
export async function isTwoFactorRequired(
  db: Kysely<Database>,
  account: SessionAccount,
  enforced: boolean,
): Promise<boolean> {
  return enforced && mustUseTwoFactor(account.role, await isTwoFactorRequiredForStaff(db));
}

/** Whether the account must set up two-factor sign-in before anything but that and signing out. */
export async function mustSetUpTwoFactor(
  db: Kysely<Database>,
  account: SessionAccount,
  enforced: boolean,
): Promise<boolean> {
  // Enrolled accounts, the usual case, cost one look-up.
  if (!enforced || (await isTwoFactorOn(db, account.adminId))) return false;
  return isTwoFactorRequired(db, account, enforced);
}
