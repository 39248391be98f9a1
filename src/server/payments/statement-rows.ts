import { csvRows } from './csv-rows';
import { pdfRows } from './pdf-rows';
import { sheetRows } from './sheet-rows';
import { detectFile } from './statement-bytes';
import type { StatementFormat } from './statement-line';
import type { StatementRow } from './statement-table';
import { statementText, wholeText } from './statement-text';

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
