import type { ReactNode } from 'react';

export interface StackedColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Classes of the column's values (padding and alignment are the table's). */
  className?: string;
}

interface StackedTableProps<T> {
  /** Read by screen readers: what the table holds. */
  caption: string;
  columns: readonly StackedColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
}

/**
 * The admin's table that fits a phone: from `sm` up a table; below it each row stacks as a small
 * card, every value beside its column's name, so nothing scrolls sideways. It stays a table for
 * screen readers at any width (the header cells are only hidden from view).
 */
export function StackedTable<T>({ caption, columns, rows, rowKey }: StackedTableProps<T>) {
  return (
    <table className="block w-full text-left text-sm sm:table">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only border-slate-200 border-y bg-slate-50 text-slate-600 sm:not-sr-only sm:table-header-group">
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className="px-5 py-2.5 font-medium">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block divide-y divide-slate-100 border-slate-200 border-t sm:table-row-group sm:border-0">
        {rows.map((row) => (
          <tr key={rowKey(row)} className="block px-4 py-3 sm:table-row sm:px-0 sm:py-0">
            {columns.map((column) => (
              <td
                key={column.header}
                className="flex min-w-0 items-baseline justify-between gap-3 py-0.5 sm:table-cell sm:px-5 sm:py-3"
              >
                <span aria-hidden="true" className="shrink-0 text-slate-600 text-xs sm:hidden">
                  {column.header}
                </span>
                <span
                  className={`min-w-0 break-words text-right sm:text-left ${column.className ?? ''}`}
                >
                  {column.cell(row)}
                </span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
