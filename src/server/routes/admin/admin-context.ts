import type { AppDb } from '../../db/app-db';
import type { ChangeChannel } from '../../live/change-channel';
import type { Mailer } from '../../mail/mailer';
import type { RateLimiter } from '../../rate-limit/rate-limiter';

/** What the admin routes need from the app. */
export interface AdminContext {
  db: AppDb;
  changes: ChangeChannel;
  mailer: Mailer;
  limiter: RateLimiter;
  publicUrl: string;
}
