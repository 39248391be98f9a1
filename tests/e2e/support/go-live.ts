import { openAppDb } from './app-db.ts';

/**
 * Forgets that prices and fitting days were reviewed (the go-live checklist's items): any price or
 * centre saved by an earlier test on this server counts as a review. Takes the write lock first.
 */
export function forgetGoLiveReviews(): void {
  const db = openAppDb();
  try {
    db.transaction(() => {
      db.prepare(`delete from settings where key like 'go!_live!_reviewed!_%' escape '!'`).run();
    }).immediate();
  } finally {
    db.close();
  }
}
