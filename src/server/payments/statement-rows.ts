import { csvRows } from './csv-rows';
import { detectFormat } from './statement-bytes';
import type { StatementFormat } from './statement-line';
import type { StatementRow } from './statement-table';
import { xlsxRows } from './xlsx-rows';

/**
 * The file's rows, whatever its kind: the kind is told from the first bytes (never the name),
 * and every kind yields the same rows of cells, numbered as the file numbers them, for the table
 * reader. `head` is the file's first bytes; `chunks` every chunk from the start.
 */
export function statementRows(
  head: Uint8Array,
  chunks: AsyncIterable<Uint8Array>,
): { format: StatementFormat; rows: AsyncIterable<StatementRow> } {
  const format = detectFormat(head);
  return { format, rows: format === 'xlsx' ? xlsxRows(chunks) : csvRows(chunks) };
}
