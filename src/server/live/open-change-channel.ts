import type { AppDb } from '#server/db/app-db.ts';
import { type ChangeChannel, createInProcessChannel } from './change-channel.ts';
import { createPostgresChannel } from './postgres-channel.ts';

/** LISTEN/NOTIFY when instances share PostgreSQL; an in-process emitter on embedded SQLite. */
export function openChangeChannel(
  db: AppDb,
  onError: (error: unknown) => void,
  notifyChannel?: string,
): Promise<ChangeChannel> {
  if (db.pool) return createPostgresChannel(db.pool, onError, notifyChannel);
  return Promise.resolve(createInProcessChannel());
}
