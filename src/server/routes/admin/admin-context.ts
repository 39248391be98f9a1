import type { AppDb } from '#server/db/app-db.ts';
import type { ChangeChannel } from '#server/live/change-channel.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import type { StatementReadLimits } from '#server/payments/read-statement-file.ts';
import type { RateLimiter } from '#server/rate-limit/rate-limiter.ts';
import type { Keyring } from '#server/secrets/secret-box.ts';

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
