import { fileURLToPath } from 'node:url';
import { startAppointmentReminders } from '#server/appointments/appointment-reminders.ts';
import { canMailResetLinks } from '#server/auth/password-reset.ts';
import { prepareTotpSecrets } from '#server/auth/totp-secrets-at-rest.ts';
import { startHoldLapses } from '#server/bookings/lapse-holds.ts';
import { openDb } from '#server/db/app-db.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedDefaults } from '#server/db/seed.ts';
import { SERVED_URL_KEY } from '#server/db/setting-keys.ts';
import { openChangeChannel } from '#server/live/open-change-channel.ts';
import { logSettingsFor } from '#server/logging/log-destination.ts';
import { createLogTransport, createSmtpTransport } from '#server/mail/mail-transport.ts';
import { closeChannels, type OutboxChannels } from '#server/mail/outbox-channels.ts';
import { startOutboxWorker } from '#server/mail/outbox-worker.ts';
import { readMsg91Config } from '#server/messaging/sms/msg91-config.ts';
import { createSmsTransport } from '#server/messaging/sms/msg91-transport.ts';
import { readWhatsAppConfig } from '#server/messaging/whatsapp/whatsapp-config.ts';
import { createWhatsAppTransport } from '#server/messaging/whatsapp/whatsapp-transport.ts';
import { startRetentionRound } from '#server/personal-data/retention-round.ts';
import { startHousekeeping } from '#server/rate-limit/housekeeping.ts';
import { createRateLimiter } from '#server/rate-limit/rate-limiter.ts';
import { countActiveAdmins } from '#server/repositories/admins.repository.ts';
import { setSetting } from '#server/repositories/settings.repository.ts';
import { loadSecretsKeys } from '#server/secrets/secrets-keys.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, plainHttpWarning } from './config.ts';
import { limitHeapGrowth } from './heap-growth.ts';

const SHUTDOWN_DEADLINE_MS = 15_000;

/** Starts the server: config, database (migrated and seeded), HTTP, and a clean shutdown. */
async function main(): Promise<void> {
  limitHeapGrowth();
  const config = loadConfig();
  // Each text channel is on only with its provider's settings; none set: e-mail only, as before.
  const whatsapp = readWhatsAppConfig();
  const msg91 = readMsg91Config();
  const keys = loadSecretsKeys(config);
  // SQLite's checkpoints in a thread of their own: the event loop answers requests meanwhile.
  const db = openDb(config, { backgroundCheckpoints: true });
  await migrateToLatest(db);
  await seedDefaults(db.kysely);
  // Before anything is served: a missing or wrong key stops the start here, saying so.
  const secrets = await prepareTotpSecrets(db.kysely, keys);

  // The channel listens again by itself after a lost connection; each failure is said once.
  const changes = await openChangeChannel(db, (error) =>
    console.warn(
      `Live updates: ${error instanceof Error ? error.message : String(error)}; listening again shortly.`,
    ),
  );
  const mail = {
    publicUrl: config.publicUrl,
    publicUrlGuessed: config.publicUrlGuessed,
    adminEmail: config.adminEmail,
    resetLinksByMail: canMailResetLinks(config),
    smtpConfigured: config.smtpUrl !== undefined,
    // Which text providers are set up (a half-set one stops the start, saying what is missing):
    // the policies queue texts, and the booking form asks the WhatsApp agreement, only for these.
    textChannels: { whatsapp: whatsapp !== undefined, sms: msg91 !== undefined },
  };
  const app = await buildApp({
    db,
    changes,
    mail,
    // The bundle runs from dist/server; the built web app sits beside it in dist/web.
    webRoot: fileURLToPath(new URL('../web/', import.meta.url)),
    // Readable lines when stdout is a terminal, JSON lines otherwise (logging/log-destination).
    logger: logSettingsFor(config.logLevel),
    trustProxy: config.trustProxy,
    enforceTwoFactor: config.enforceTwoFactor,
    secrets,
    // Their delivery reports come back on /webhooks/whatsapp and /webhooks/msg91/<token>.
    ...(whatsapp && { whatsapp }),
    ...(msg91 && { msg91 }),
  });
  await setSetting(db.kysely, SERVED_URL_KEY, config.publicUrl, 'server');
  await app.listen({ port: config.port, host: config.host });
  // Start-up hints go through the log: readable lines at a terminal, JSON records under systemd.
  app.log.info(`HSRP booking is running at ${config.publicUrl}`);
  const overPlainHttp = plainHttpWarning(config);
  if (overPlainHttp) app.log.warn(overPlainHttp);
  if (!config.smtpUrl) {
    app.log[config.nodeEnv === 'production' ? 'warn' : 'info'](
      'SMTP_URL is not set: e-mails are written to the log, not sent to anyone.',
    );
  }
  if (!config.enforceTwoFactor) {
    app.log.warn(
      'ADMIN_TWO_FACTOR=optional: owners may use the admin area without two-factor sign-in.',
    );
  }
  if ((await countActiveAdmins(db.kysely)) === 0) {
    app.log.info(
      'No admin account yet. Create one with: npm run admin -- create <your e-mail address>',
    );
  }

  // Each outbox row goes out through its channel's transport. Rows of a channel with none
  // fail their attempts (mail/outbox-worker).
  const channels: OutboxChannels = {
    email: config.smtpUrl
      ? createSmtpTransport(config.smtpUrl, config.mailFrom)
      : createLogTransport(app.log, { showLinks: config.nodeEnv !== 'production' }),
    ...(whatsapp && { whatsapp: createWhatsAppTransport(db.kysely, whatsapp) }),
    ...(msg91 && { sms: createSmsTransport(db.kysely, msg91) }),
  };
  const outbox = startOutboxWorker({ db, channels, log: app.log });
  const reminders = startAppointmentReminders({ db, mail, log: app.log });
  // Unpaid bookings past their hold give their places back (every minute, on every instance).
  const lapses = startHoldLapses({ db, mail, log: app.log });
  // Customers' data kept no longer than the owner's periods (decision 0050): the day's run at
  // start, then each hour looks whether the India day has had its run yet.
  const retention = startRetentionRound({ db, log: app.log });
  retention
    .runOnce()
    .catch((error: unknown) => app.log.error({ err: error }, 'data retention round failed'));
  const stopHousekeeping = startHousekeeping(createRateLimiter(db.kysely), app.log);

  // Drains before exit: requests in flight get their answers (new ones a 503), the mail being
  // delivered is marked delivered. A client trickling a body must not hold the exit forever.
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error({ signal }, `shutdown took over ${SHUTDOWN_DEADLINE_MS / 1000} s; exiting`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    await app.close();
    stopHousekeeping();
    await reminders.stop();
    await lapses.stop();
    await retention.stop();
    await outbox.stop();
    closeChannels(channels);
    await changes.close();
    await db.kysely.destroy();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
