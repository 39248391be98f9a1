/** Where in the file a statement went wrong, as staff would find it in a spreadsheet. */
export interface StatementErrorPlace {
  /** The line (CSV) or row (XLSX) number, counted from 1 as the file numbers it. */
  line?: number;
  /** The column's header as the file writes it, e.g. "Deposit Amt.". */
  column?: string;
  /** The column's spreadsheet letter, e.g. "F". */
  columnLetter?: string;
}

/**
 * A statement that cannot be read, with a message staff can act on. The whole file is refused:
 * whoever reads a statement stores nothing from it when this is thrown, even if lines came before.
 */
export class StatementError extends Error {
  override readonly name = 'StatementError';
  readonly line: number | undefined;
  readonly column: string | undefined;
  readonly columnLetter: string | undefined;

  constructor(problem: string, place: StatementErrorPlace = {}) {
    super(describePlace(place) + problem);
    this.line = place.line;
    this.column = place.column;
    this.columnLetter = place.columnLetter;
  }
}

function describePlace({ line, column, columnLetter }: StatementErrorPlace): string {
  const parts: string[] = [];
  if (line !== undefined) parts.push(`Line ${line}`);
  if (column !== undefined) {
    parts.push(`column "${column}"${columnLetter ? ` (${columnLetter})` : ''}`);
  } else if (columnLetter) {
    parts.push(`column ${columnLetter}`);
  }
  return parts.length > 0 ? `${parts.join(', ')}: ` : '';
}

/** A, B, … Z, AA, AB …: how spreadsheets name the column at this 0-based index. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}
