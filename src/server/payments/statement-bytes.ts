import { StatementError } from './statement-error.ts';

/** What `readStatement` takes: the whole file, or its bytes as they arrive (an upload stream). */
export type StatementInput = Uint8Array | AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

export const MAX_STATEMENT_BYTES = 20 * 1024 * 1024;

/**
 * Counts bytes as they pass. Past the limit it records the refusal and ends the stream early
 * rather than throwing into it, so no row reader (a stream pipeline, a parser) is left waiting on
 * a source that failed. The reader throws `failure` in place of whatever the cut-off file then
 * caused.
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

/** How many first bytes the kind is told from (an HTML page's `<table` may follow a long head). */
export const DETECT_BYTES = 2048;

/** How a text file's bytes are written; anything without a UTF-16 mark is read as UTF-8. */
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be';

export type DetectedFile =
  | { format: 'csv' | 'html'; encoding: TextEncoding }
  | { format: 'xlsx' | 'xls' | 'pdf' };

/**
 * The file's kind from its first bytes, never its name: banks name tab-separated text and HTML
 * pages ".xls", and staff rename files. XLSX is a ZIP ("PK\3\4"), old Excel an OLE compound file
 * (D0 CF 11 E0), PDF starts "%PDF-" (within its first 1024 bytes, as the format allows). Text is
 * an HTML table when it opens with markup naming one, Excel 2003 XML when it says so; any other
 * text is delimited text ('csv').
 */
export function detectFile(head: Uint8Array): DetectedFile {
  const starts = (...bytes: number[]) => bytes.every((byte, i) => head[i] === byte);
  if (starts(0x50, 0x4b, 0x03, 0x04)) return { format: 'xlsx' };
  if (starts(0x50, 0x4b)) {
    throw new StatementError('This ZIP file is not an Excel (XLSX) statement.');
  }
  if (starts(0xd0, 0xcf, 0x11, 0xe0)) return { format: 'xls' };
  if (Buffer.from(head.subarray(0, 1024)).includes('%PDF-')) return { format: 'pdf' };
  const encoding: TextEncoding = starts(0xff, 0xfe)
    ? 'utf-16le'
    : starts(0xfe, 0xff)
      ? 'utf-16be'
      : 'utf-8';
  const text = new TextDecoder(encoding).decode(head).trimStart().slice(0, 1024).toLowerCase();
  if (text.startsWith('<?xml') && text.includes('urn:schemas-microsoft-com:office:spreadsheet')) {
    return { format: 'xls' };
  }
  if (text.startsWith('<') && /<(html|table|!doctype html)[\s>]/.test(text)) {
    return { format: 'html', encoding };
  }
  return { format: 'csv', encoding };
}

/**
 * The first bytes (at least `size` and DETECT_BYTES, unless the file is shorter: the kind is told
 * from them) and every chunk from the start.
 */
export async function peek(
  input: StatementInput,
  atLeast: number,
): Promise<{ head: Uint8Array; chunks: AsyncIterable<Uint8Array> }> {
  const size = Math.max(atLeast, DETECT_BYTES);
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
