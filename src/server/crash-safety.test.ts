import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteDb } from '#server/db/app-db.ts';
import { bookingForm, bookingInput } from '#server/testing/booking-fixtures.ts';
import { setTestPayees } from '#server/testing/payees.ts';
import { findHalfWrittenRecords } from '#server/testing/record-integrity.ts';
import { type ServerProcess, startServerProcess } from '#server/testing/server-process.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { BookingConfirmation } from '#shared/booking/booking-confirmation.ts';

// The server runs in a child process on a SQLite folder; on PostgreSQL durability is the
// database server's own business, so this file runs in the SQLite pass only.

const SERVER_ENV = {
  // Each booking below comes "through the proxy" from an address of its own, so the per-address
  // limit (60 in 10 minutes) stays out of a test about crashes.
  TRUST_PROXY: 'loopback',
  ADMIN_EMAIL: 'office@hsrp.test',
};

const dataDirs: string[] = [];
const servers: ServerProcess[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function freshDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-crash-'));
  dataDirs.push(dir);
  return dir;
}

async function start(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServerProcess(dataDir, { ...SERVER_ENV, ...env });
  servers.push(server);
  // A fresh install takes no bookings until a payee is set: set one beside the running server.
  const db = openSqliteDb(dataDir);
  try {
    await setTestPayees(db.kysely);
  } finally {
    await db.kysely.destroy();
  }
  return server;
}

interface Attempt {
  input: ReturnType<typeof bookingInput>;
  withProof: boolean;
  /** The answer, when one came before the kill. */
  status?: number;
  booking?: BookingConfirmation;
}

/**
 * Books from `senders` concurrent customers until `stopWhen` says so; answers every attempt and
 * how many were in flight at that moment.
 */
async function bookingStream(
  url: string,
  senders: number,
  stopWhen: (acknowledged: number) => boolean,
  onStop: () => void,
): Promise<{ attempts: Attempt[]; inFlightAtStop: number }> {
  const proof = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
  const attempts: Attempt[] = [];
  let acknowledged = 0;
  let inFlight = 0;
  let inFlightAtStop = -1;
  let sequence = 0;

  async function sender(): Promise<void> {
    while (inFlightAtStop < 0) {
      sequence += 1;
      const attempt: Attempt = {
        input: bookingInput({
          fullName: `Crash Test ${sequence}`,
          email: `crash${sequence}@example.in`,
        }),
        withProof: sequence % 2 === 0,
      };
      attempts.push(attempt);
      const body = attempt.withProof
        ? bookingForm(attempt.input, new Blob([proof], { type: 'image/png' }))
        : JSON.stringify(attempt.input);
      inFlight += 1;
      try {
        const res = await fetch(`${url}${API_PATHS.bookings}`, {
          method: 'POST',
          body,
          headers: {
            'x-forwarded-for': `10.77.${sequence >> 8}.${sequence & 255}`,
            ...(attempt.withProof ? {} : { 'content-type': 'application/json' }),
          },
        });
        attempt.status = res.status;
        if (res.ok) attempt.booking = (await res.json()) as BookingConfirmation;
      } catch {
        // The server died under this request: no answer, so no promise was made.
      } finally {
        inFlight -= 1;
      }
      if (attempt.booking) acknowledged += 1;
      if (inFlightAtStop < 0 && stopWhen(acknowledged)) {
        inFlightAtStop = inFlight;
        onStop();
      }
    }
  }
  await Promise.all(Array.from({ length: senders }, sender));
  return { attempts, inFlightAtStop };
}

describe('the real server process', () => {
  it('keeps every acknowledged booking whole through a SIGKILL mid-stream, and nothing half-written', async () => {
    const dataDir = freshDataDir();
    const first = await start(dataDir);
    const { attempts, inFlightAtStop } = await bookingStream(
      first.url,
      4,
      (acknowledged) => acknowledged >= 24,
      () => first.child.kill('SIGKILL'),
    );
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    // The kill landed mid-stream: other customers' requests were under way.
    expect(inFlightAtStop).toBeGreaterThan(0);
    const acknowledged = attempts.filter((a) => a.booking);
    expect(acknowledged.length).toBeGreaterThanOrEqual(24);
    expect(acknowledged.every((a) => a.status === 201)).toBe(true);

    const second = await start(dataDir);
    const db = openSqliteDb(dataDir);
    try {
      const { rows } = await sql<{ integrityCheck: string }>`pragma integrity_check`.execute(
        db.kysely,
      );
      expect(rows).toEqual([{ integrityCheck: 'ok' }]);
      expect(await findHalfWrittenRecords(db.kysely)).toEqual([]);

      for (const { input, booking, withProof } of acknowledged) {
        const row = await db.kysely
          .selectFrom('bookings')
          .selectAll()
          .where('orderId', '=', booking?.orderId ?? '')
          .executeTakeFirst();
        expect(row, `acknowledged booking ${booking?.orderId} is missing`).toMatchObject({
          fullName: input.fullName,
          phone: input.phone,
          email: input.email,
          txnId: input.txnId,
          priceTotal: booking?.total,
          status: 'PAYMENT_SUBMITTED',
        });
        expect(row?.proofImageId !== null).toBe(withProof);
        const mails = await db.kysely
          .selectFrom('outboxMails')
          .select('kind')
          .where('bookingId', '=', row?.id ?? '')
          .orderBy('kind')
          .execute();
        expect(mails[0]).toEqual({ kind: 'booking-received' });
      }
      // The office has a notice for each of the first 5 stored, and one summary counting the rest.
      const { stored } = await db.kysely
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<number>().as('stored'))
        .executeTakeFirstOrThrow();
      const notices = await db.kysely
        .selectFrom('outboxMails')
        .select(['kind', 'textBody'])
        .where('kind', 'in', ['new-booking-admin', 'office-summary'])
        .execute();
      expect(notices.filter((m) => m.kind === 'new-booking-admin')).toHaveLength(5);
      const [summary, ...more] = notices.filter((m) => m.kind === 'office-summary');
      expect(more).toEqual([]);
      expect(summary?.textBody).toContain(`${Number(stored) - 5} more new bookings came in`);

      // The restarted server takes bookings again, and stops cleanly.
      const after = await fetch(`${second.url}${API_PATHS.bookings}`, {
        method: 'POST',
        body: JSON.stringify(bookingInput()),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.78.0.1' },
      });
      expect(after.status).toBe(201);
    } finally {
      await db.kysely.destroy();
    }
    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  }, 120_000);

  it('answers a request in flight when SIGTERM arrives, leaves no mail half-sent, then exits 0', async () => {
    const dataDir = freshDataDir();
    const server = await start(dataDir, { LOG_LEVEL: 'debug' });
    const input = bookingInput({ fullName: 'Slow Uploader' });
    const body = Buffer.from(JSON.stringify(input));
    const { port } = new URL(server.url);

    const answer = new Promise<{ status: number; body: string; connection?: string }>(
      (resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: API_PATHS.bookings,
            headers: {
              'content-type': 'application/json',
              'content-length': body.length,
              'x-forwarded-for': '10.79.0.1',
            },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => {
              text += chunk;
            });
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                body: text,
                connection: res.headers.connection,
              }),
            );
          },
        );
        request.on('error', reject);
        // Half the body now; the rest only once the server has begun shutting down.
        request.write(body.subarray(0, body.length >> 1));
        void server
          .waitForLine(
            (line) => line.includes('"msg":"incoming request"') && line.includes('/api/bookings'),
          )
          .then(() => {
            server.child.kill('SIGTERM');
            return server.waitForLine((line) => line.includes('"msg":"shutting down"'));
          })
          .then(() => request.end(body.subarray(body.length >> 1)), reject);
      },
    );

    const { status, body: answered, connection } = await answer;
    expect(status).toBe(201);
    expect(JSON.parse(answered)).toMatchObject({ orderId: input.orderId });
    // Its keep-alive connection closes with the answer instead of holding the exit until it times out.
    expect(connection).toBe('close');
    expect(await server.exited).toEqual({ code: 0, signal: null });

    const db = openSqliteDb(dataDir);
    try {
      expect(await findHalfWrittenRecords(db.kysely)).toEqual([]);
      // No mail was left claimed by a worker that stopped in the middle of delivering it.
      const claimed = await db.kysely
        .selectFrom('outboxMails')
        .select('id')
        .where('status', '=', 'sending')
        .execute();
      expect(claimed).toEqual([]);
    } finally {
      await db.kysely.destroy();
    }
  }, 120_000);
});
