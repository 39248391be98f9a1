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
 * What the reader saw when no layout fitted: the header-like lines it found and the preset that
 * came closest, so staff can compare, or set up the column mapping from the headers in one step.
 */
export interface StatementMismatch {
  /** The cells of the line that looked most like a header row, as the file writes them. */
  headersSeen: string[];
  /** The preset whose columns were closest, with the headers it expects and the ones missing. */
  closest: { preset: string; label: string; expected: string[]; missing: string[] } | null;
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
  /** Set when no layout fitted the file (see StatementMismatch). */
  readonly mismatch: StatementMismatch | undefined;

  constructor(problem: string, place: StatementErrorPlace = {}, mismatch?: StatementMismatch) {
    super(describePlace(place) + problem);
    this.line = place.line;
    this.column = place.column;
    this.columnLetter = place.columnLetter;
    this.mismatch = mismatch;
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
