import { ConfigError, loadConfig } from '#server/config.ts';
import { BackupError, restoreSqlite } from '#server/db/sqlite-backup.ts';
import { describeDatabase, UsageError, usesPostgres } from './backup-messages.ts';

const USAGE = `Restore the SQLite database in DATA_DIR from a backup (stop the server first):
  npm run restore -- <file>
The database it replaces is kept beside it as hsrp.sqlite.before-restore-<time>.`;

/** `npm run restore -- <file>`: checks the backup, then puts it in place of the live database. */
async function main([source]: string[]): Promise<void> {
  if (!source) throw new UsageError(USAGE);
  const config = loadConfig();
  if (config.databaseUrl) throw new UsageError(usesPostgres('restore'));
  const summary = restoreSqlite(source, config.dataDir);
  console.log(`Restored ${describeDatabase(summary)} from ${source}.`);
  if (summary.previous) console.log(`The database it replaced is kept as ${summary.previous}.`);
  console.log('Start the server to use it (newer migrations are applied at start).');
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known =
    error instanceof UsageError || error instanceof ConfigError || error instanceof BackupError;
  console.error(known ? error.message : error);
  process.exit(1);
});
