import type { StatementMismatch } from './statement-error.ts';
import { expectedHeaders, type StatementLayout } from './statement-layout.ts';
import type { StatementRow } from './statement-row.ts';

export interface Column {
  index: number;
  header: string;
}

/** A layout tied to the columns of one file's header row. */
export interface StatementColumns {
  layout: StatementLayout;
  headerLine: number;
  /** Every header of the header row, to name any column in a message. */
  headers: string[];
  date: Column;
  valueDate: Column | null;
  description: Column;
  reference: Column | null;
  amounts:
    | { kind: 'credit-debit'; credit: Column; debit: Column | null }
    | { kind: 'amount-direction'; amount: Column; direction: Column | null };
  currency: Column | null;
  status: Column | null;
}

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

function headersOf(row: StatementRow): string[] {
  return row.cells.map((cell) => (typeof cell === 'string' ? cell.trim() : ''));
}

/** Finds a column by any of its names in one header row. */
function finder(headers: string[]) {
  const positions = new Map<string, number>();
  headers.forEach((header, index) => {
    const key = normalise(header);
    if (key && !positions.has(key)) positions.set(key, index);
  });
  return (names: string[]): Column | null => {
    for (const name of names) {
      const index = positions.get(normalise(name));
      if (index !== undefined) return { index, header: headers[index] ?? name };
    }
    return null;
  };
}

/** The columns of the first layout whose named columns are all in this row, else null. */
export function matchHeader(
  row: StatementRow,
  layouts: StatementLayout[],
): StatementColumns | null {
  const headers = headersOf(row);
  const find = finder(headers);
  for (const layout of layouts) {
    const date = find(layout.date);
    const description = find(layout.description);
    const reference = find(layout.reference);
    if (!date || !description || (layout.reference.length > 0 && !reference)) continue;
    let amounts: StatementColumns['amounts'];
    if (layout.amounts.kind === 'credit-debit') {
      const credit = find(layout.amounts.credit);
      const debit = find(layout.amounts.debit);
      if (!credit || (layout.amounts.debit.length > 0 && !debit)) continue;
      amounts = { kind: 'credit-debit', credit, debit };
    } else {
      const amount = find(layout.amounts.amount);
      const direction = find(layout.amounts.direction);
      if (!amount || (layout.amounts.direction.length > 0 && !direction)) continue;
      amounts = { kind: 'amount-direction', amount, direction };
    }
    const currency = find(layout.currency);
    if (layout.name === 'custom' && layout.currency.length > 0 && !currency) continue;
    return {
      layout,
      headerLine: row.line,
      headers,
      date,
      valueDate: find(layout.valueDate),
      description,
      reference,
      amounts,
      currency,
      status: find(layout.status ?? []),
    };
  }
  return null;
}

/** Whether a row under the header is that header again (each page of a statement repeats it). */
export function isRepeatedHeader(row: StatementRow, columns: StatementColumns): boolean {
  // Most rows are lines: their date cell is no header, and that is cheap to see.
  const dateCell = row.cells[columns.date.index];
  if (typeof dateCell !== 'string' || normalise(dateCell) !== normalise(columns.date.header)) {
    return false;
  }
  const again = matchHeader(row, [columns.layout]);
  return again !== null && again.date.index === columns.date.index;
}

/**
 * Keeps, while the reader looks for the header, the line that came closest to some layout, so
 * that a file no layout fits can be answered with what was seen and what was expected.
 */
export class ClosestHeader {
  private best: { score: number; headers: string[]; layout: StatementLayout | null } = {
    score: 0,
    headers: [],
    layout: null,
  };

  consider(row: StatementRow, layouts: StatementLayout[]): void {
    const headers = headersOf(row);
    const texts = headers.filter((header) => /[a-z]/i.test(header));
    if (texts.length < 2) return;
    const find = finder(headers);
    for (const layout of layouts) {
      const expected = expectedHeaders(layout);
      const found = namesOf(layout).filter((names) => find(names) !== null).length;
      // A tie goes to the line with more headers: a title line names one column by chance.
      const score = found * 100 + Math.min(texts.length, 99);
      if (found > 0 && score > this.best.score && expected.length > 0) {
        this.best = { score, headers: headers.filter(Boolean), layout };
      }
    }
    if (this.best.layout === null && texts.length > this.best.headers.length) {
      this.best = { score: 0, headers: headers.filter(Boolean), layout: null };
    }
  }

  mismatch(label: (layout: StatementLayout) => string): StatementMismatch {
    const { headers, layout } = this.best;
    if (!layout) return { headersSeen: headers, closest: null };
    const find = finder(headers);
    const missing = namesOf(layout)
      .filter((names) => find(names) === null)
      .flatMap((names) => names.slice(0, 1));
    return {
      headersSeen: headers,
      closest: {
        preset: layout.name,
        label: label(layout),
        expected: expectedHeaders(layout),
        missing,
      },
    };
  }
}

/** The names of each column a layout needs, one list per column. */
function namesOf(layout: StatementLayout): string[][] {
  const amounts =
    layout.amounts.kind === 'credit-debit'
      ? [layout.amounts.debit, layout.amounts.credit]
      : [layout.amounts.amount, layout.amounts.direction];
  return [layout.date, layout.description, layout.reference, ...amounts].filter(
    (names) => names.length > 0,
  );
}
