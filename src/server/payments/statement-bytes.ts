import { StatementError } from './statement-error';
import type { StatementFormat } from './statement-line';

/** What `readStatement` takes: the whole file, or its bytes as they arrive (an upload stream). */
export type StatementInput = Uint8Array | AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

export const MAX_STATEMENT_BYTES = 20 * 1024 * 1024;

/**
 * Counts bytes as they pass. Past the limit it records the refusal and ends the stream early
 * rather than throwing into it: ExcelJS pipes its input into unzip, which never hears of an
 * error in the source and would wait for ever. The reader throws `failure` in place of whatever
 * the cut-off file then caused.
 */
export class ByteLimit {
  failure: StatementError | null = null;
  constructor(readonly maxBytes: number) {}

  async *pass(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
    let seen = 0;
    for await (const chunk of chunks) {
      seen += chunk.byteLength;
      if (seen > this.maxBytes) {
        const megabytes = Math.round(this.maxBytes / 1024 / 1024);
        this.failure = new StatementError(
          `The file is larger than ${megabytes} MB. Please download a shorter period from the bank.`,
        );
        return;
      }
      yield chunk;
    }
  }
}


/**
 * The file's kind from its first bytes, never its name: XLSX is a ZIP ("PK\3\4"). Old Excel,
 * PDF and UTF-16 text are refused by name so staff know what to download instead.
 */
export function detectFormat(head: Uint8Array): StatementFormat {
  const starts = (...bytes: number[]) => bytes.every((byte, i) => head[i] === byte);
  if (starts(0x50, 0x4b, 0x03, 0x04)) return 'xlsx';
  if (starts(0xd0, 0xcf, 0x11, 0xe0)) {
    throw new StatementError(
      'This is an old Excel file (.xls), which cannot be read. Please download the statement as CSV or XLSX, or save it as .xlsx.',
    );
  }
  if (starts(0x25, 0x50, 0x44, 0x46)) {
    throw new StatementError(
      'This is a PDF. Please download the statement as CSV or XLSX (Excel).',
    );
  }
  if (starts(0xff, 0xfe) || starts(0xfe, 0xff)) {
    throw new StatementError(
      'This file is saved as UTF-16 text. Please save it as CSV (UTF-8) or download it from the bank again.',
    );
  }
  if (starts(0x50, 0x4b)) {
    throw new StatementError('This ZIP file is not an Excel (XLSX) statement.');
  }
  return 'csv';
}

/** The first bytes (at least `size`, unless the file is shorter) and every chunk from the start. */
export async function peek(
  input: StatementInput,
  size: number,
): Promise<{ head: Uint8Array; chunks: AsyncIterable<Uint8Array> }> {
  const source: AsyncIterable<Uint8Array> | Iterable<Uint8Array> =
    input instanceof Uint8Array ? [input] : input;
  const iterator =
    Symbol.asyncIterator in source
      ? source[Symbol.asyncIterator]()
      : (source as Iterable<Uint8Array>)[Symbol.iterator]();
  const taken: Uint8Array[] = [];
  let length = 0;
  let done = false;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    taken.push(next.value);
    length += next.value.byteLength;
  }
  const head = Buffer.concat(taken).subarray(0, size);
  async function* chunks() {
    yield* taken;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      yield next.value;
    }
  }
  return { head, chunks: chunks() };
}
