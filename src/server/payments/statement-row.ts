/**
 * What every kind of file becomes for the table reader (statement-rows.ts hands them over): rows
 * of cells, numbered as the file numbers them.
 */

/** Text files give text; spreadsheets also numbers, dates and formulas. */
export type StatementCell = string | number | Date | { formula: string };

export interface StatementRow {
  /** The line (text) or row (spreadsheet, PDF) number, counted from 1, for messages. */
  line: number;
  cells: StatementCell[];
}
