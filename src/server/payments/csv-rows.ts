import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import { detectDelimiter } from './delimiter.ts';
import { StatementError } from './statement-error.ts';
import type { StatementRow } from './statement-row.ts';
import { countNewlines } from './statement-text.ts';

/** Text gathered before the delimiter is chosen: the header row is within the first lines. */
const TEXT_BEFORE_DELIMITER = 64 * 1024;

/**
 * The records of delimited text (comma, semicolon, tab or pipe, told from the first lines) as
 * rows of text, each numbered by the line it starts on. Streams: memory stays within a chunk and
 * a record, whatever the file's length.
 */
export async function* csvRows(text: AsyncIterable<string>): AsyncGenerator<StatementRow> {
  const iterator = text[Symbol.asyncIterator]();
  const first: string[] = [];
  let length = 0;
  while (length < TEXT_BEFORE_DELIMITER) {
    const next = await iterator.next();
    if (next.done) break;
    first.push(next.value);
    length += next.value.length;
  }
  async function* all() {
    yield* first;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      yield next.value;
    }
  }
  const parser = parse({
    delimiter: detectDelimiter(first.join('')),
    relax_column_count: true,
    relax_quotes: true,
    info: true,
    skip_empty_lines: true,
  });
  // pipeline destroys the parser with the source's error, so the loop below rethrows it.
  const pumping = pipeline(Readable.from(all()), parser).catch(() => undefined);
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
