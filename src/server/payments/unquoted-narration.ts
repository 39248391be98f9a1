import type { StatementColumns } from './statement-columns.ts';
import { StatementError } from './statement-error.ts';
import type { StatementRow } from './statement-row.ts';
import { readAmounts, readDate, text } from './statement-table.ts';

/**
 * HDFC's "Delimited" .txt writes the narration without quotes, and NEFT narrations hold a comma
 * (`NEFT CR-…-NETBANK, MUM`): the row then has more cells than the header, and every column after
 * the narration moved right. The columns before the narration are still in their place counted
 * from the left, the ones after it counted from the right; the narration is what lies between,
 * joined again by the separator it was cut at. The row is accepted only if its date and amounts
 * then read; otherwise the line and the cause are named.
 */
export function realignShiftedRow(
  row: StatementRow,
  columns: StatementColumns,
  separator = ',',
): StatementRow {
  const width = columns.headers.length;
  const cells = withoutTrailingEmpties(row.cells);
  const extra = cells.length - width;
  if (extra <= 0) return row;
  const at = columns.description.index;
  const narration = cells.slice(at, at + extra + 1).map((cell) => String(cell));
  const realigned: StatementRow = {
    line: row.line,
    cells: [...cells.slice(0, at), narration.join(separator), ...cells.slice(at + extra + 1)],
  };
  if (!reads(realigned, columns)) {
    throw new StatementError(
      `this line has ${cells.length} columns where the header has ${width}, and its date and amounts are not where the header puts them even when the narration is taken to hold the extra separators. Please download the statement as Excel (XLS or XLSX), or remove the extra separators from this line.`,
      { line: row.line },
    );
  }
  return realigned;
}

function withoutTrailingEmpties(cells: StatementRow['cells']): StatementRow['cells'] {
  let end = cells.length;
  while (end > 0 && text(cells[end - 1]) === '') end -= 1;
  return cells.slice(0, end);
}

function reads(row: StatementRow, columns: StatementColumns): boolean {
  const dated =
    readDate(row.cells[columns.date.index], columns) !== null ||
    (columns.valueDate !== null && readDate(row.cells[columns.valueDate.index], columns) !== null);
  if (!dated) return false;
  try {
    return readAmounts(row, columns) !== null;
  } catch {
    return false;
  }
}
