import autocannon from 'autocannon';
import sharp from 'sharp';
import { bookingInput } from '#server/testing/booking-fixtures.ts';
import { cpuMs } from './server-process-usage.ts';

export interface LoadResult {
  name: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  total2xx: number;
  /** The server's own CPU time per measured request, in µs, when its process was given. */
  serverCpuUsPerRequest?: number;
}

export interface Scenario {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A fresh body for every request (bookings need unique order numbers). */
  body?: () => string | Buffer;
  connections?: number;
  durationSeconds?: number;
  /** Unmeasured seconds first, so the floor and our routes are both warm (JIT); 1 if not given. */
  warmUpSeconds?: number;
  /** The server's process, to report its CPU time per request (Linux). */
  serverPid?: number;
}

export async function runScenario(baseUrl: string, scenario: Scenario): Promise<LoadResult> {
  const warmUpSeconds = scenario.warmUpSeconds ?? 1;
  if (warmUpSeconds > 0) await load(baseUrl, { ...scenario, durationSeconds: warmUpSeconds });
  const cpuBefore = scenario.serverPid ? cpuMs(scenario.serverPid) : null;
  const result = await load(baseUrl, scenario);
  const cpuAfter = scenario.serverPid ? cpuMs(scenario.serverPid) : null;
  const answered = result['2xx'] + result.non2xx;
  return {
    name: scenario.name,
    connections: result.connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total2xx: result['2xx'],
    ...(cpuBefore !== null && cpuAfter !== null && answered > 0
      ? { serverCpuUsPerRequest: Math.round(((cpuAfter - cpuBefore) * 1000) / answered) }
      : {}),
  };
}

function load(baseUrl: string, scenario: Scenario) {
  const { body } = scenario;
  return autocannon({
    url: baseUrl,
    connections: scenario.connections ?? 10,
    duration: scenario.durationSeconds ?? 8,
    requests: [
      {
        method: scenario.method ?? 'GET',
        path: scenario.path,
        headers: scenario.headers,
        ...(body ? { setupRequest: (request: object) => ({ ...request, body: body() }) } : {}),
      },
    ],
  });
}

/** A valid booking with a unique order number, as form fields (the tests' own fixture). */
export function bookingFields(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(bookingInput()).map(([key, value]) => [key, String(value)]),
  );
}

/** A multipart body with the booking fields and a screenshot, as the payment page sends it. */
export function multipartBooking(screenshot: Buffer, boundary: string): Buffer {
  const parts = Object.entries(bookingFields()).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="screenshot"; filename="upi.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    screenshot,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

/** About 300 KB of PNG: a noisy picture the size of a phone screenshot's detail. */
export async function screenshotOf300Kb(): Promise<Buffer> {
  return sharp({
    create: {
      width: 330,
      height: 330,
      channels: 3,
      background: '#ffffff',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
