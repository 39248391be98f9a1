import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { goLiveReviewedKey } from '#server/db/setting-keys.ts';
import { GO_LIVE_REVIEWS, type GoLiveReview } from '#shared/admin/go-live.ts';
import { getSetting, setSetting } from './settings.repository.ts';

/** Whether the owner saved or confirmed each reviewed item since install. */
export async function getGoLiveReviews(
  db: Kysely<Database>,
): Promise<Record<GoLiveReview, boolean>> {
  const reviewed = await Promise.all(
    GO_LIVE_REVIEWS.map(
      async (item) =>
        [item, (await getSetting(db, goLiveReviewedKey(item))) !== undefined] as const,
    ),
  );
  return Object.fromEntries(reviewed) as Record<GoLiveReview, boolean>;
}

/** Records that the owner saved or confirmed the item now; pass the change's transaction. */
export async function markGoLiveReviewed(
  db: Kysely<Database>,
  item: GoLiveReview,
  by: string,
  now = new Date(),
): Promise<void> {
  await setSetting(db, goLiveReviewedKey(item), now.toISOString(), by, now);
}
