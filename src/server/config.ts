import path from 'node:path';
import * as z from 'zod';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** postgres://user:pass@host:5432/db moves the app onto PostgreSQL (several instances). */
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })
    .optional(),
  /** The address customers and staff use, e.g. https://book.example.in (defaults to HOST:PORT). */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The reverse proxies in front of the app, e.g. "loopback" or "10.0.0.0/8,127.0.0.1": their
   * X-Forwarded-For then names the client. Never "true": anyone could claim any address.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^[\w.:/]+(,\s*[\w.:/]+)*$/, 'must list addresses, CIDR ranges or "loopback"')
    .refine((value) => value !== 'true', 'must name the proxies\' addresses, not "true"')
    .optional(),
  /** e.g. smtp://user:pass@smtp.example.in:587; without it mail is written to the log. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('HSRP Plate Booking <no-reply@localhost>'),
  /** Receives a notice of every new booking. */
  ADMIN_EMAIL: z.email().optional(),
  /**
   * "optional" lets accounts that must have two-factor sign-in (owners) use the admin area without
   * it. For the browser tests' server; a real install keeps the default.
   */
  ADMIN_TWO_FACTOR: z.enum(['required', 'optional']).default('required'),
  /**
   * The key that seals two-factor secrets in the database (npm run secrets -- new-key); during a
   * rotation the new key and the old, comma-separated. Required with DATABASE_URL; without it
   * SQLite keeps its key in DATA_DIR/secrets.key (decision 0038).
   */
  SECRETS_KEY: z.string().optional(),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  /** False when publicUrl is only the default guessed from HOST and PORT's defaults. */
  publicUrlIsSet: boolean;
  /** True when PUBLIC_URL is not set: publicUrl is then guessed from HOST and PORT. */
  publicUrlGuessed: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  trustProxy?: string;
  smtpUrl?: string;
  mailFrom: string;
  adminEmail?: string;
  /** False only for ADMIN_TWO_FACTOR=optional. */
  enforceTwoFactor: boolean;
  secretsKey?: string;
};

export class ConfigError extends Error {}

/** The environment's settings that have a value: a blank one counts as not set. */
export const givenSettings = (env: NodeJS.ProcessEnv): Record<string, string> =>
  Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );

/** Settings checked by `schema`; a bad value stops the start with the variable named. */
export function parseSettings<Schema extends z.ZodType>(
  schema: Schema,
  given: Record<string, string>,
  heading = 'Invalid configuration',
): z.output<Schema> {
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`${heading}:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

/** Parses the environment once at start; a bad value stops the start with the variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsMissing = givenSettings(env);
  const e = parseSettings(EnvSchema, blankAsMissing);
  const shownHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://${shownHost}:${e.PORT}`).replace(/\/+$/, ''),
    publicUrlIsSet: ['PUBLIC_URL', 'PORT', 'HOST'].some((name) => name in blankAsMissing),
    publicUrlGuessed: e.PUBLIC_URL === undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL,
    enforceTwoFactor: e.ADMIN_TWO_FACTOR === 'required',
    secretsKey: e.SECRETS_KEY,
  };
}

/**
 * The warning a production server over plain http prints at start: customers' details, payment
 * references and staff sign-ins would cross the network unencrypted, and browsers drop the
 * admin's secure cookies. Undefined when the public address is https or this is not production.
 */
export function plainHttpWarning(
  config: Pick<Config, 'nodeEnv' | 'publicUrl'>,
): string | undefined {
  if (config.nodeEnv !== 'production' || config.publicUrl.startsWith('https://')) return undefined;
  return `NODE_ENV=production, but the site's address is ${config.publicUrl}: customers' details, payment references and staff sign-ins would travel unencrypted. Serve it over https (README, "Going live") and set PUBLIC_URL to that https address.`;
}
