/**
 * Whether one anonymous client can freeze the server (decision 0036): `/healthz` while one client
 * floods a cheap anonymous route with 20 requests at a time, beside `/healthz` idle in the same
 * run. Floods: the payment QR of one order (the same image), of a new order each time (past the
 * limit, refusals), a receipt by its tracking link, and sign-ins with a wrong password (past the
 * limit, refusals). A server process bundled as shipped, rate limits on, SQLite. The probe asks
 * `/healthz` one request at a time.
 */
import os from 'node:os';
import { bookingInput } from '#server/testing/booking-fixtures.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { bookingFields } from './api-bench.ts';
import { type BenchServer, startBenchServer } from './bench-process.ts';

/** The targets for `/healthz` under each flood (decision 0036). */
export const FLOOD_TARGET = { medianMs: 50, worstMs: 250 };
const AT_ONCE = 20;

export interface HealthProbe {
  name: string;
  /** Requests the flood sent, by status. */
  statuses: Record<string, number>;
  probes: number;
  medianMs: number;
  worstMs: number;
}

export interface FloodsResult {
  date: string;
  loadAverage: string;
  seconds: number;
  idle: HealthProbe;
  floods: HealthProbe[];
}

type Flood = (i: number) => Promise<Response>;

async function probeWhile(server: BenchServer, name: string, ms: number, flood?: Flood) {
  const statuses: Record<string, number> = {};
  const until = performance.now() + ms;
  let sent = 0;
  const worker = async () => {
    while (flood && performance.now() < until) {
      const res = await flood(sent++).catch(() => undefined);
      const status = String(res?.status ?? 'error');
      statuses[status] = (statuses[status] ?? 0) + 1;
      await res?.arrayBuffer().catch(() => {});
    }
  };
  const probe = async () => {
    const times: number[] = [];
    // A moment for the flood to build up first.
    await new Promise((resolve) => setTimeout(resolve, flood ? 200 : 0));
    while (performance.now() < until) {
      const start = performance.now();
      await (await fetch(`${server.url}/healthz`)).arrayBuffer();
      times.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return times.sort((a, b) => a - b);
  };
  const [times] = await Promise.all([probe(), ...Array.from({ length: AT_ONCE }, worker)]);
  const round = (n: number | undefined) => Math.round((n ?? 0) * 10) / 10;
  return {
    name,
    statuses,
    probes: times.length,
    medianMs: round(times[Math.floor(times.length / 2)]),
    worstMs: round(times.at(-1)),
  };
}

export async function runFloodsBench({ quick = false } = {}): Promise<FloodsResult> {
  const loadAverage = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  const ms = (quick ? 3 : 8) * 1000;
  const server = await startBenchServer({ BENCH_RATE_LIMITS: '1' });
  try {
    const json = { 'content-type': 'application/json' };
    const booked = await fetch(`${server.url}${API_PATHS.bookings}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(bookingFields()),
    });
    const { trackingToken, orderId } = (await booked.json()) as {
      trackingToken: string;
      orderId: string;
    };
    const choice = { service: 'HSRP_WITH_COLOR', vehicleType: 'TWO_WHEELER' } as const;
    const get = (url: string) => fetch(`${server.url}${url}`);
    const floods: [string, Flood][] = [
      ['payment QR, one order', () => get(API_PATHS.paymentQr(choice, orderId))],
      [
        'payment QR, a new order each time',
        () => get(API_PATHS.paymentQr(choice, bookingInput().orderId)),
      ],
      [
        'receipt by tracking link',
        () =>
          fetch(`${server.url}${API_PATHS.trackReceiptByLink}`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ token: trackingToken }),
          }),
      ],
      [
        'sign-in, wrong password',
        () =>
          fetch(`${server.url}${API_PATHS.admin.session}`, {
            method: 'POST',
            headers: { ...json, origin: server.url },
            body: JSON.stringify({ email: 'bench@hsrp.test', password: 'not-the-password' }),
          }),
      ],
    ];
    const idle = await probeWhile(server, 'idle', ms);
    const results: HealthProbe[] = [];
    for (const [name, flood] of floods) results.push(await probeWhile(server, name, ms, flood));
    return {
      date: new Date().toISOString(),
      loadAverage,
      seconds: ms / 1000,
      idle,
      floods: results,
    };
  } finally {
    await server.stop();
  }
}

export function floodsSection(r: FloodsResult): string {
  const met = (p: HealthProbe) =>
    p.medianMs <= FLOOD_TARGET.medianMs && p.worstMs <= FLOOD_TARGET.worstMs
      ? 'met'
      : '**not met**';
  const statuses = (p: HealthProbe) =>
    Object.entries(p.statuses)
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ');
  const rows = r.floods.map(
    (p) =>
      `| ${p.name} | ${statuses(p)} | ${p.probes} | ${p.medianMs} | ${p.worstMs} | ${met(p)} |`,
  );
  return `## Floods of anonymous requests

\`/healthz\`, one request at a time, while one client sends ${AT_ONCE} requests at a time for ${r.seconds} s to each
route (a server bundled as shipped, rate limits on, SQLite; load average ${r.loadAverage} at the start).
Target under each flood: median ≤ ${FLOOD_TARGET.medianMs} ms, worst ≤ ${FLOOD_TARGET.worstMs} ms.

| Flood | Its answers | Probes | /healthz median ms | worst ms | Target |
|---|---|---|---|---|---|
| (idle) | | ${r.idle.probes} | ${r.idle.medianMs} | ${r.idle.worstMs} | |
${rows.join('\n')}
`;
}
