import type { TextEncoding } from './statement-bytes.ts';
import { StatementError } from './statement-error.ts';

const NEWLINE = 0x0a;
const BOM = [0xef, 0xbb, 0xbf];

/**
 * A text file's characters, in pieces, whatever it was saved as: UTF-8 (the usual), UTF-16 (with
 * its byte-order mark, as Excel's "Unicode text" saves), or Windows-1252 ("ANSI", as older
 * Windows exports are): a file whose first byte that is not UTF-8 comes after plain ASCII only is
 * read as Windows-1252 from there on, which is exact, because ASCII is the same in both. A file
 * that mixes UTF-8 letters with such bytes is damaged or mixed, and is refused naming the line.
 */
export function statementText(
  chunks: AsyncIterable<Uint8Array>,
  encoding: TextEncoding,
): AsyncIterable<string> {
  return encoding === 'utf-8' ? utf8OrAnsiText(chunks) : utf16Text(chunks, encoding);
}

async function* utf16Text(
  chunks: AsyncIterable<Uint8Array>,
  encoding: 'utf-16le' | 'utf-16be',
): AsyncGenerator<string> {
  // The decoder strips the byte-order mark once, and `stream` keeps a character cut between chunks.
  const decoder = new TextDecoder(encoding);
  for await (const chunk of chunks) {
    const text = decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/**
 * Decodes whole lines at a time: a newline byte never sits inside a multi-byte character, so a
 * cut after one is always safe, and an invalid byte can be pinned to its line. Memory stays
 * within one chunk plus one line.
 */
async function* utf8OrAnsiText(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  // The BOM is stripped once below; left to the decoder, each call would strip one anew.
  let decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let asciiSoFar = true;
  let carry: Buffer = Buffer.alloc(0);
  let linesBefore = 0;
  let first = true;
  const decode = (bytes: Buffer): string => {
    try {
      const text = decoder.decode(bytes);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the test is for ASCII itself
      if (asciiSoFar && !/^[\x00-\x7f]*$/.test(text)) asciiSoFar = false;
      return text;
    } catch {
      const bad = firstBadLine(bytes);
      if (asciiSoFar && !bytes.subarray(0, bad.offset).some((byte) => byte >= 0x80)) {
        decoder = new TextDecoder('windows-1252');
        return decoder.decode(bytes);
      }
      throw new StatementError(
        'the text mixes UTF-8 letters with bytes that are not UTF-8, so the file is damaged or was saved twice in different ways. Please download the statement from the bank again.',
        { line: linesBefore + bad.line },
      );
    }
  };
  for await (const chunk of chunks) {
    let bytes = carry.length > 0 ? Buffer.concat([carry, chunk]) : Buffer.from(chunk);
    if (first && bytes.length >= 3) {
      if (BOM.every((byte, i) => bytes[i] === byte)) {
        bytes = bytes.subarray(3);
        // A UTF-8 mark says the writer meant UTF-8: no ANSI fallback then.
        asciiSoFar = false;
      }
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

/**
 * The 1-based line holding the first invalid byte and where that line starts, found by decoding
 * line by line (the rare, bad path).
 */
function firstBadLine(bytes: Buffer): { line: number; offset: number } {
  const strict = new TextDecoder('utf-8', { fatal: true });
  let start = 0;
  for (let line = 1; ; line++) {
    const end = bytes.indexOf(NEWLINE, start);
    const stop = end < 0 ? bytes.length : end + 1;
    try {
      strict.decode(bytes.subarray(start, stop));
    } catch {
      return { line, offset: start };
    }
    if (end < 0) return { line, offset: start };
    start = stop;
  }
}

export function countNewlines(text: string): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) count++;
  return count;
}

/** The whole text at once, for readers that need it whole (HTML tables). */
export async function wholeText(text: AsyncIterable<string>): Promise<string> {
  const parts: string[] = [];
  for await (const part of text) parts.push(part);
  return parts.join('');
}
