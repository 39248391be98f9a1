import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import { StatementError } from './statement-error';
import type { StatementRow } from './statement-table';

const NEWLINE = 0x0a;
const BOM = [0xef, 0xbb, 0xbf];

/**
 * Decodes UTF-8 strictly, whole lines at a time: a newline byte never sits inside a multi-byte
 * character, so a cut after one is always safe, and an invalid byte can be pinned to its line.
 * Memory stays within one chunk plus one line.
 */
async function* utf8Text(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  // The BOM is stripped once below; left to the decoder, each call would strip one anew.
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let carry: Buffer = Buffer.alloc(0);
  let linesBefore = 0;
  let first = true;
  const decode = (bytes: Buffer): string => {
    try {
      return decoder.decode(bytes);
    } catch {
      throw new StatementError(
        'the text is not UTF-8 (perhaps it was saved as ANSI or Windows-1252). Please download the statement from the bank again, or save it as CSV UTF-8.',
        { line: linesBefore + firstBadLine(bytes) },
      );
    }
  };
  for await (const chunk of chunks) {
    let bytes = carry.length > 0 ? Buffer.concat([carry, chunk]) : Buffer.from(chunk);
    if (first && bytes.length >= 3) {
      if (BOM.every((byte, i) => bytes[i] === byte)) bytes = bytes.subarray(3);
      first = false;
    }
    const cut = bytes.lastIndexOf(NEWLINE) + 1;
    carry = Buffer.from(bytes.subarray(cut));
    if (cut === 0) continue;
    const text = decode(bytes.subarray(0, cut));
    linesBefore += countNewlines(text);
    yield text;
  }
  if (carry.length > 0) {
    if (first && BOM.every((byte, i) => carry[i] === byte)) carry = carry.subarray(3);
    yield decode(carry);
  }
}

/** 1-based line of the first invalid byte, found by decoding line by line (the rare, bad path). */
function firstBadLine(bytes: Buffer): number {
  const strict = new TextDecoder('utf-8', { fatal: true });
  let start = 0;
  for (let line = 1; ; line++) {
    const end = bytes.indexOf(NEWLINE, start);
    const stop = end < 0 ? bytes.length : end + 1;
    try {
      strict.decode(bytes.subarray(start, stop));
    } catch {
      return line;
    }
    if (end < 0) return line;
    start = stop;
  }
}

function countNewlines(text: string): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) count++;
  return count;
}

/** The CSV's records as rows of text, each numbered by the line it starts on. */
export async function* csvRows(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<StatementRow> {
  const parser = parse({
    relax_column_count: true,
    relax_quotes: true,
    info: true,
    skip_empty_lines: true,
  });
  // pipeline destroys the parser with the source's error, so the loop below rethrows it.
  const pumping = pipeline(Readable.from(utf8Text(chunks)), parser).catch(() => undefined);
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      const newlinesInside = record.reduce((sum, cell) => sum + countNewlines(cell), 0);
      yield { line: info.lines - newlinesInside, cells: record };
    }
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw new StatementError(
        `the file is not a readable CSV (${error.message.replace(/^Invalid [^:]*: /, '')}).`,
        line ? { line } : {},
      );
    }
    throw error;
  } finally {
    parser.destroy();
    await pumping;
  }
}
