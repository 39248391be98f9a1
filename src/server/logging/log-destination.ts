import { isColorSupported, prettyFactory } from 'pino-pretty';
import { indiaDateTime } from '#shared/site/india-time.ts';
import type { LogSettings } from './logger-options.ts';

/** Where the log goes: the process's stdout, or a stand-in for it in tests. */
export interface LogOutput {
  isTTY?: boolean;
  write(text: string): unknown;
}

/**
 * JSON lines for a service manager, a log collector or a pipe; readable lines for a person at a
 * terminal. Either way the lines hold only what the masking rules let through: they are applied
 * as a record is made (logger-options.ts), before it is written in either form.
 */
export function logFormatFor(output: Pick<LogOutput, 'isTTY'>): 'readable' | 'json' {
  return output.isTTY ? 'readable' : 'json';
}

/** The server's log settings for `output` (stdout): readable at a terminal, else JSON lines. */
export function logSettingsFor(level: string, output: LogOutput = process.stdout): LogSettings {
  return logFormatFor(output) === 'readable'
    ? // Colours unless NO_COLOR is set or the terminal has none.
      { level, stream: readableLogStream(output, { colorize: isColorSupported }) }
    : { level };
}

/** The fields a request's line shows in its message, left out of the fields after it. */
const REQUEST_FIELDS = ['req', 'res', 'responseTime', 'reqId'];

/**
 * Each JSON record as one readable line, "2026-11-28 09:15:02 IST INFO: GET /api/… 200 12 ms",
 * written at once (pino-pretty's formatter called in this thread: no worker, so it works from
 * the bundled server, and no line is lost when the process exits).
 */
export function readableLogStream(
  output: Pick<LogOutput, 'write'>,
  { colorize }: { colorize: boolean },
): { write(line: string): void } {
  const pretty = prettyFactory({
    colorize,
    singleLine: true,
    ignore: ['pid', 'hostname', ...REQUEST_FIELDS].join(','),
    translateTime: false,
    customPrettifiers: {
      time: (time) => `${indiaDateTime(new Date(Number(time)))} IST`,
    },
    messageFormat: (log, messageKey) => {
      const message = String(log[messageKey] ?? '');
      const req = log.req as { method?: string; url?: string } | undefined;
      const res = log.res as { statusCode?: number } | undefined;
      if (!req) return message;
      if (!res) return `${message}: ${req.method} ${req.url}`;
      const took = typeof log.responseTime === 'number' ? ` ${log.responseTime} ms` : '';
      return `${req.method} ${req.url} ${res.statusCode}${took}`;
    },
  });
  return { write: (line) => void output.write(pretty(line)) };
}
