import { ConfigError, loadConfig } from '#server/config.ts';
import { BackupError, backupSqlite } from '#server/db/sqlite-backup.ts';
import { describeDatabase, UsageError, usesPostgres } from './backup-messages.ts';

const USAGE = `Back up the SQLite database in DATA_DIR, safely while the server runs:
  npm run backup -- <file>       e.g. npm run backup -- backups/hsrp-$(date +%F).sqlite`;

/** `npm run backup -- <file>`: a consistent copy of the live database into one file. */
async function main([target]: string[]): Promise<void> {
  if (!target) throw new UsageError(USAGE);
  const config = loadConfig();
  if (config.databaseUrl) throw new UsageError(usesPostgres('backup'));
  const summary = await backupSqlite(config.dataDir, target);
  console.log(`Backed up ${describeDatabase(summary)} to ${target}.`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known =
    error instanceof UsageError || error instanceof ConfigError || error instanceof BackupError;
  console.error(known ? error.message : error);
  process.exit(1);
});
