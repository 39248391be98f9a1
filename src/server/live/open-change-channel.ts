import type { AppDb } from '../db/app-db';
import { type ChangeChannel, createInProcessChannel } from './change-channel';
import { createPostgresChannel } from './postgres-channel';

/** LISTEN/NOTIFY when instances share PostgreSQL; an in-process emitter on embedded SQLite. */
export function openChangeChannel(
  db: AppDb,
  onError: (error: unknown) => void,
  notifyChannel?: string,
): Promise<ChangeChannel> {
  if (db.pool) return createPostgresChannel(db.pool, onError, notifyChannel);
  return Promise.resolve(createInProcessChannel());
}
