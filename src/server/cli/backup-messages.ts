import type { DatabaseSummary } from '#server/db/sqlite-backup.ts';

export class UsageError extends Error {}

export function usesPostgres(command: 'backup' | 'restore'): string {
  const tool = command === 'backup' ? 'pg_dump' : 'pg_restore';
  return `DATABASE_URL is set: this deployment runs on PostgreSQL. Use ${tool} (see README, "Deploying on PostgreSQL").`;
}

export function describeDatabase({ bookings, bytes, schemaVersion }: DatabaseSummary): string {
  const size =
    bytes >= 1024 * 1024
      ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
      : `${Math.ceil(bytes / 1024)} KB`;
  return `${bookings} booking${bookings === 1 ? '' : 's'} (${size}, schema ${schemaVersion})`;
}
