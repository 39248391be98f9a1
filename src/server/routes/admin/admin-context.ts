import type { AppDb } from '../../db/app-db';
import type { ChangeChannel } from '../../live/change-channel';
import type { MailContext } from '../../mail/mail-context';
import type { StatementReadLimits } from '../../payments/read-statement-file';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import type { Keyring } from '../../secrets/secret-box';

/** What the admin routes need from the app. */
export interface AdminContext {
  db: AppDb;
  changes: ChangeChannel;
  limiter: RateLimiter;
  /** The site's address (links, same-origin check) and where admin notices go. */
  mail: MailContext;
  /** Whether accounts that must have two-factor sign-in are held to it (AppOptions). */
  enforceTwoFactor: boolean;
  /** The keys that seal two-factor secrets (AppOptions). */
  secrets: Keyring;
  /** The statement reader's limits (AppOptions). */
  statementReadLimits: StatementReadLimits;
}
