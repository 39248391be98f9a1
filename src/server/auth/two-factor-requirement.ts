import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isTwoFactorOn } from '../repositories/admin-two-factor.repository';
import { isTwoFactorRequiredForStaff } from '../repositories/two-factor-setting.repository';
import type { SessionAccount } from './sessions';
import { mustUseTwoFactor } from './two-factor-rule';

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
