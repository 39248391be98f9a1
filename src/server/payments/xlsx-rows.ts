import ExcelJS from 'exceljs';
import { StatementError } from './statement-error';
import type { StatementCell, StatementRow } from './statement-table';

/**
 * The first worksheet's rows. Row numbers are the spreadsheet's own.
 *
 * The archive is read whole (at most MAX_STATEMENT_BYTES, 20 MB, enforced as it arrives) and
 * loaded with ExcelJS's workbook reader, not its streaming one: the streaming reader parses a
 * worksheet before `xl/workbook.xml` when the archive stores that last (as ExcelJS itself and
 * other writers do), and then fails at random (exceljs/exceljs#3064, open). A month's statement
 * is a few hundred KB; CSV statements still stream row by row.
 */
export async function* xlsxRows(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<StatementRow> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  const workbook = new ExcelJS.Workbook();
  try {
    // ExcelJS's typings declare their own `Buffer` (an ArrayBuffer); at run time it takes Node's.
    await workbook.xlsx.load(Buffer.concat(parts) as unknown as ArrayBuffer);
  } catch {
    throw new StatementError(
      'This Excel (XLSX) file cannot be read; it may be damaged or incomplete.',
    );
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new StatementError('This Excel (XLSX) file has no worksheet.');
  for (let number = 1; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    if (!row.hasValues) continue;
    const cells: StatementCell[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column - 1] = cellOf(cell.value);
    });
    yield { line: number, cells: Array.from(cells, (cell) => cell ?? '') };
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
