import { csvRows } from './csv-rows.ts';
import { pdfRows } from './pdf-rows.ts';
import { sheetRows } from './sheet-rows.ts';
import { detectFile } from './statement-bytes.ts';
import { StatementError } from './statement-error.ts';
import type { StatementFormat } from './statement-line.ts';
import type { StatementRow } from './statement-row.ts';
import { statementText, wholeText } from './statement-text.ts';

/**
 * The file's rows, whatever its kind: the kind is told from the first bytes (never the name),
 * and every kind yields the same rows of cells, numbered as the file numbers them, for the table
 * reader. `head` is the file's first bytes (DETECT_BYTES, see `peek`); `chunks` every chunk from
 * the start. Delimited text streams; spreadsheets, HTML and PDFs are read whole (at most
 * MAX_STATEMENT_BYTES, counted as they arrive).
 */
export function statementRows(
  head: Uint8Array,
  chunks: AsyncIterable<Uint8Array>,
): { format: StatementFormat; rows: AsyncIterable<StatementRow> } {
  const { format, rows } = rowsOfKind(head, chunks);
  return { format, rows: atMostRows(rows, MAX_STATEMENT_ROWS) };
}

/**
 * Rows a statement may have: a month of a busy account is a few thousand. The read statement is
 * handed to the main thread and matched there, at about 4 KB a line while planning (a 125,000-line
 * CSV read within the time limit took the server to 705 MB), so its length bounds that memory.
 */
export const MAX_STATEMENT_ROWS = 100_000;

async function* atMostRows(
  rows: AsyncIterable<StatementRow>,
  limit: number,
): AsyncGenerator<StatementRow> {
  let count = 0;
  for await (const row of rows) {
    count++;
    if (count > limit) {
      throw new StatementError(
        `The file has more than ${limit.toLocaleString('en-IN')} rows, more than a statement we can read at once. Please download a shorter period from the bank (a month at a time).`,
      );
    }
    yield row;
  }
}

function rowsOfKind(
  head: Uint8Array,
  chunks: AsyncIterable<Uint8Array>,
): { format: StatementFormat; rows: AsyncIterable<StatementRow> } {
  const file = detectFile(head);
  switch (file.format) {
    case 'csv':
      return { format: 'csv', rows: csvRows(statementText(chunks, file.encoding)) };
    case 'html':
      return {
        format: 'html',
        rows: (async function* () {
          yield* sheetRows(await wholeText(statementText(chunks, file.encoding)), 'html');
        })(),
      };
    case 'pdf':
      return {
        format: 'pdf',
        rows: (async function* () {
          yield* pdfRows(await wholeBytes(chunks));
        })(),
      };
    default: {
      const kind = file.format;
      return {
        format: kind,
        rows: (async function* () {
          yield* sheetRows(await wholeBytes(chunks), kind);
        })(),
      };
    }
  }
}

async function wholeBytes(chunks: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}
