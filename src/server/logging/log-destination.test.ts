import { describe, expect, it } from 'vitest';
import { logFormatFor, logSettingsFor, readableLogStream } from './log-destination.ts';

const sink = (isTTY?: boolean) => ({ isTTY, write: () => true });

/** A request's record as Fastify and logger-options.ts write it (already masked). */
const REQUEST_RECORD = JSON.stringify({
  level: 30,
  // 2026-11-28 03:45:02 UTC: 09:15:02 in India.
  time: Date.UTC(2026, 10, 28, 3, 45, 2),
  pid: 4242,
  hostname: 'plates-1',
  reqId: 'req-7',
  req: { method: 'GET', url: '/api/admin/bookings?search=******3210', remoteAddress: '10.0.0.9' },
  res: { statusCode: 200 },
  responseTime: 12,
  msg: 'request completed',
});

describe('the log format', () => {
  it('is readable lines at a terminal and JSON lines otherwise', () => {
    expect(logFormatFor({ isTTY: true })).toBe('readable');
    expect(logFormatFor({ isTTY: false })).toBe('json');
    expect(logFormatFor({})).toBe('json');
  });

  it('gives the logger a readable stream only at a terminal: elsewhere pino writes JSON to stdout', () => {
    const atTerminal = logSettingsFor('info', sink(true));
    expect(atTerminal.level).toBe('info');
    expect(atTerminal.stream).toBeDefined();
    expect(logSettingsFor('warn', sink(false))).toEqual({ level: 'warn' });
    expect(logSettingsFor('warn', sink(undefined))).toEqual({ level: 'warn' });
  });
});

describe('a readable line', () => {
  it('says when (India time), how bad, and what, in one line', () => {
    const written: string[] = [];
    readableLogStream({ write: (text) => written.push(text) }, { colorize: false }).write(
      `${REQUEST_RECORD}\n`,
    );
    expect(written).toEqual([
      '2026-11-28 09:15:02 IST INFO: GET /api/admin/bookings?search=******3210 200 12 ms\n',
    ]);
  });

  it('keeps a plain message and its fields on the one line', () => {
    const written: string[] = [];
    const stream = readableLogStream({ write: (text) => written.push(text) }, { colorize: false });
    const time = Date.UTC(2026, 10, 28, 3, 45, 2);
    stream.write(
      `${JSON.stringify({ level: 40, time, pid: 1, hostname: 'h', msg: 'SMTP_URL is not set' })}\n`,
    );
    stream.write(
      `${JSON.stringify({ level: 30, time, pid: 1, hostname: 'h', msg: 'round ran', day: '2026-11-28' })}\n`,
    );
    expect(written).toEqual([
      '2026-11-28 09:15:02 IST WARN: SMTP_URL is not set\n',
      '2026-11-28 09:15:02 IST INFO: round ran {"day":"2026-11-28"}\n',
    ]);
  });
});
