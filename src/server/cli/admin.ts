import readline from 'node:readline';
import {
  createOrResetAdmin,
  deactivateAccount,
  turnOffTwoFactor,
} from '#server/auth/admin-accounts.ts';
import { newPasswordProblem } from '#server/auth/password-policy.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { type Config, ConfigError, loadConfig } from '#server/config.ts';
import { type AppDb, openDb } from '#server/db/app-db.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { SERVED_URL_KEY } from '#server/db/setting-keys.ts';
import { findAdminByEmail, listAdmins } from '#server/repositories/admins.repository.ts';
import { getSetting } from '#server/repositories/settings.repository.ts';
import { ForgotPasswordSchema } from '#shared/admin/auth-schema.ts';
import { PAGE_PATHS } from '#shared/page-paths.ts';

const USAGE = `Manage admin accounts (uses DATA_DIR or DATABASE_URL like the server):
  npm run admin -- create <email>   create an owner, or make an account an active owner with a
                                    new password (password from ADMIN_PASSWORD, otherwise asked
                                    for; at least 12 characters and not a common one; signs the
                                    account out everywhere and voids its reset links). Owners
                                    invite staff from the admin area (Staff).
  npm run admin -- revoke <email>   deactivate an account and end its sessions
  npm run admin -- two-factor-off <email>
                                    turn off its two-factor sign-in (phone and recovery codes
                                    lost); it sets it up again at its next sign-in
  npm run admin -- list             list accounts`;

class UsageError extends Error {}

const NO_PASSWORD =
  'No password was given: set ADMIN_PASSWORD, or run the command in a terminal to type one.';

function parseEmail(value: string | undefined): string {
  const parsed = ForgotPasswordSchema.shape.email.safeParse(value ?? '');
  if (!parsed.success) throw new UsageError(`Please give a valid email address.\n\n${USAGE}`);
  return parsed.data;
}

/** Reads a password without echoing it on a terminal; reads a line when piped. */
async function askPassword(question: string): Promise<string> {
  const terminal = Boolean(process.stdin.isTTY);
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal });
  const muted = rl as unknown as { _writeToOutput: (text: string) => void };
  const write = muted._writeToOutput.bind(rl);
  let asking = true;
  muted._writeToOutput = (text) => {
    if (!asking || text.includes(question)) write(text);
  };
  try {
    return await new Promise<string>((resolve, reject) => {
      // Input that ends before a line (no terminal, nothing piped) is no password: say so and
      // fail, rather than end having done nothing (once answered, the close below changes nothing).
      rl.once('close', () => reject(new UsageError(NO_PASSWORD)));
      rl.question(question, resolve);
    });
  } finally {
    asking = false;
    if (terminal) process.stdout.write('\n');
    rl.close();
  }
}

async function choosePassword(email: string): Promise<string> {
  const password = process.env.ADMIN_PASSWORD || (await askPassword('New password: '));
  const problem = await newPasswordProblem(password, email);
  if (problem) throw new UsageError(problem);
  if (!process.env.ADMIN_PASSWORD && (await askPassword('Repeat password: ')) !== password) {
    throw new UsageError('The passwords do not match.');
  }
  return password;
}

async function main(args: string[]): Promise<void> {
  const [command, emailArg] = args;
  if (!command || !['create', 'revoke', 'two-factor-off', 'list'].includes(command)) {
    throw new UsageError(USAGE);
  }
  const config = loadConfig();
  const db = openDb(config);
  try {
    await migrateToLatest(db);
    if (command === 'list') {
      const admins = await listAdmins(db.kysely);
      if (admins.length === 0) console.log('No accounts yet.');
      for (const admin of admins) {
        const state = admin.isAdmin === 1 ? admin.role.padEnd(11) : 'deactivated';
        console.log(`${state}  ${admin.email}  (since ${admin.createdAt.slice(0, 10)})`);
      }
      return;
    }
    const email = parseEmail(emailArg);
    if (command === 'create') {
      const passwordHash = await hashPassword(await choosePassword(email));
      const outcome = await createOrResetAdmin(db.kysely, email, passwordHash);
      console.log(
        outcome === 'created'
          ? `Created owner ${email}. Sign in at ${await siteAddress(db, config)}${PAGE_PATHS.admin.login}`
          : `Updated ${email}: new password set, an active owner now, its sessions and reset links ended.`,
      );
      return;
    }
    const admin = await findAdminByEmail(db.kysely, email);
    if (!admin) throw new UsageError(`No account for ${email}.`);
    if (command === 'two-factor-off') {
      // The way back in for an owner whose phone and recovery codes are both gone.
      await db.kysely.transaction().execute((trx) => turnOffTwoFactor(trx, admin.id));
      console.log(`Turned off two-factor sign-in for ${email}.`);
      return;
    }
    // The shell may deactivate even the last owner: whoever runs it can make an owner again.
    await db.kysely.transaction().execute((trx) => deactivateAccount(trx, admin.id));
    console.log(`Deactivated ${email} and ended its sessions.`);
  } finally {
    await db.kysely.destroy();
  }
}

/**
 * Where staff sign in: the address this command's environment names, else the one the server
 * last started with (it may run with another PORT than this shell has), else the default.
 */
async function siteAddress(db: AppDb, config: Config): Promise<string> {
  if (config.publicUrlIsSet) return config.publicUrl;
  return (await getSetting(db.kysely, SERVED_URL_KEY)) ?? config.publicUrl;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof UsageError || error instanceof ConfigError;
  console.error(known ? error.message : error);
  process.exit(1);
});
