import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { countCappedMail, inboxOf, RECIPIENT_CAP } from '#server/mail/recipient-cap.ts';
import {
  type OfficeSummary,
  officeSummaryMail,
} from '#server/mail/templates/office-summary-mail.ts';
import type { NewOutboxMail } from '#server/repositories/outbox.repository.ts';
import type { SiteInfo } from '#shared/site/site-info.ts';
import type { Notice } from './notice.ts';

/**
 * The office's notice of something a stranger did (a booking, a lead), counted in the caller's
 * transaction. Up to the cap an hour each has its own mail; past it, one mail at the end of the
 * hour says how many more came in, so a burst (or a flood) is one mail, and no booking goes
 * unmentioned (decision 0035).
 */
export async function officeNotice(
  trx: Kysely<Database>,
  notice: NewOutboxMail,
  burst: Pick<OfficeSummary, 'what' | 'link'>,
  site: SiteInfo,
  now: Date,
  capped = true,
): Promise<Notice> {
  if (!capped) return { audience: 'office', message: notice };
  const cap = await countCappedMail(trx, notice.kind, notice.recipient, now);
  if (cap.within) return { audience: 'office', message: notice };
  const summary = officeSummaryMail(
    {
      ...burst,
      count: cap.over,
      noticed: RECIPIENT_CAP.limit,
      from: cap.windowStartedAt,
      until: cap.windowEndsAt,
    },
    site,
  );
  // One summary per address, kind and hour: each arrival past the cap rewrites it with its count
  // (the counter's row orders them, so the last to commit has the highest).
  const id = createHash('sha256')
    .update(`${notice.kind}\n${inboxOf(notice.recipient)}\n${cap.windowStartedAt}`)
    .digest('hex')
    .slice(0, 32);
  return {
    audience: 'office',
    message: {
      channel: notice.channel,
      kind: 'office-summary',
      recipient: notice.recipient,
      subject: summary.subject,
      textBody: summary.text,
      htmlBody: summary.html,
    },
    waiting: { id, dueAt: cap.windowEndsAt },
  };
}
