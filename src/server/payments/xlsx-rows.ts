import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { StatementError } from './statement-error';
import type { StatementCell, StatementRow } from './statement-table';

/**
 * The first worksheet's rows, streamed by ExcelJS (shared strings and styles are kept, being
 * needed to read text and dates; rows are not). Row numbers are the spreadsheet's own.
 */
export async function* xlsxRows(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<StatementRow> {
  const input = Readable.from(chunks);
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const worksheet of workbook) {
      for await (const row of worksheet) {
        const cells: StatementCell[] = [];
        row.eachCell({ includeEmpty: false }, (cell, column) => {
          cells[column - 1] = cellOf(cell.value);
        });
        yield { line: row.number, cells: Array.from(cells, (cell) => cell ?? '') };
      }
      return;
    }
  } catch (error) {
    if (error instanceof StatementError) throw error;
    throw new StatementError(
      'This Excel (XLSX) file cannot be read; it may be damaged or incomplete.',
    );
  } finally {
    input.destroy();
  }
}

function cellOf(value: ExcelJS.CellValue): StatementCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if ('formula' in value || 'sharedFormula' in value)
    return { formula: String(value.formula ?? '') };
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return '';
}
