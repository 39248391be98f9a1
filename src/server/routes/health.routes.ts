import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import * as z from 'zod';
import type { AppDb } from '#server/db/app-db.ts';
import { pendingMigrations } from '#server/db/migrate.ts';

/** For the process supervisor and the load balancer, not for the web app. */
export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz' } as const;

/** A database that has not answered by then counts as down: a probe must not hang. */
const READY_TIMEOUT_MS = 2000;

const HealthySchema = z.object({ status: z.literal('ok') });
const UnavailableSchema = z.object({ status: z.literal('unavailable'), message: z.string() });

/**
 * `/healthz`: the process is up and serving (restart it when this fails). `/readyz`: it can do its
 * work, the database answering and fully migrated (send it traffic only while this answers 200).
 * Probes come every few seconds, so only failures reach the log.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: AppDb }> = async (app, { db }) => {
  app.get(
    HEALTH_PATHS.live,
    { logLevel: 'warn', schema: { response: { 200: HealthySchema } } },
    async () => ({ status: 'ok' as const }),
  );

  // Migrations never come undone while we run: once all are applied, only reachability is asked.
  let migrated = false;
  async function databaseProblem(): Promise<string | undefined> {
    await sql`select 1`.execute(db.kysely);
    if (migrated) return undefined;
    const pending = await pendingMigrations(db);
    if (pending.length > 0) return `Database migrations not applied: ${pending.join(', ')}.`;
    migrated = true;
    return undefined;
  }

  app.get(
    HEALTH_PATHS.ready,
    { logLevel: 'warn', schema: { response: { 200: HealthySchema, 503: UnavailableSchema } } },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<string>((resolve) => {
        timer = setTimeout(
          () => resolve(`The database did not answer within ${READY_TIMEOUT_MS / 1000} s.`),
          READY_TIMEOUT_MS,
        );
      });
      const problem = await Promise.race([
        databaseProblem().catch((error: unknown) => {
          request.log.warn({ err: error }, 'readiness check failed');
          return 'The database is unreachable.';
        }),
        timeout,
      ]).finally(() => clearTimeout(timer));
      if (!problem) return { status: 'ok' as const };
      request.log.warn({ problem }, 'not ready');
      return reply.code(503).send({ status: 'unavailable', message: problem });
    },
  );
};
