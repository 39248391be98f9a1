import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import {
  enqueueMail,
  type NewOutboxMail,
  upsertWaitingMail,
} from '#server/repositories/outbox.repository.ts';
import type { SiteInfo } from '#shared/site/site-info.ts';
import { countCappedMail, inboxOf, RECIPIENT_CAP } from './recipient-cap.ts';
import { type OfficeSummary, officeSummaryMail } from './templates/office-summary-mail.ts';

/**
 * The office's notice of something a stranger did (a booking, a lead), in its transaction. Up to
 * the cap an hour each has its own mail; past it, one mail at the end of the hour says how many
 * more came in, so a burst (or a flood) is one mail, and no booking goes unmentioned.
 */
export async function queueOfficeNotice(
  trx: Kysely<Database>,
  notice: NewOutboxMail,
  burst: Pick<OfficeSummary, 'what' | 'link'>,
  site: SiteInfo,
  now: Date,
  capped = true,
): Promise<void> {
  if (!capped) return enqueueMail(trx, notice, now);
  const cap = await countCappedMail(trx, notice.kind, notice.recipient, now);
  if (cap.within) return enqueueMail(trx, notice, now);
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
  await upsertWaitingMail(
    trx,
    id,
    {
      kind: 'office-summary',
      recipient: notice.recipient,
      subject: summary.subject,
      textBody: summary.text,
      htmlBody: summary.html,
    },
    cap.windowEndsAt,
    now,
  );
}
