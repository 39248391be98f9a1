import type { ReactNode } from 'react';
import { formatCount } from '#shared/format/numbers.ts';
import type { StatementCounts as Counts } from '#shared/payments/statement-counts.ts';
import { cardFrameClass } from '#web/components/ui/card.tsx';
import { countRows, setAsideTotal } from '../statement-counts-view.ts';

function Count({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={`${cardFrameClass} flex flex-col p-3`}>
      <dt className="order-2 text-slate-600 text-xs">{label}</dt>
      <dd className="order-1 font-bold text-slate-900 text-xl tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * The statement's counts: four that matter first, then every line of the file by what became of
 * it, with the sum beside the lines read (they agree when every line is accounted for).
 */
export function StatementCounts({ counts, applied }: { counts: Counts; applied: boolean }) {
  const { rows, total } = countRows(counts, applied);
  const forStaff = counts.unmatched + counts.ambiguous + counts.lapsed;
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Count
          label={applied ? 'Bookings confirmed' : 'Bookings to confirm'}
          value={formatCount(counts.confirm)}
        />
        <Count label="Credits for you to decide" value={formatCount(forStaff)} />
        <Count label="Already imported" value={formatCount(counts.alreadyImported)} />
        <Count label="Lines set aside" value={formatCount(setAsideTotal(counts))} />
      </dl>
      <details>
        <summary className="cursor-pointer font-semibold text-blue-800">
          Every line of the file ({formatCount(counts.linesRead)} read)
        </summary>
        <table className="mt-3 w-full max-w-md text-sm">
          <caption className="sr-only">What became of each line of the file</caption>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="py-1.5 pr-4 text-left font-normal text-slate-700">
                  {row.label}
                </th>
                <td className="py-1.5 text-right text-slate-900 tabular-nums">
                  {formatCount(row.value)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-slate-300 border-t">
              <th scope="row" className="py-1.5 pr-4 text-left font-semibold text-slate-900">
                Total
              </th>
              <td className="py-1.5 text-right font-semibold text-slate-900 tabular-nums">
                {formatCount(total)}
              </td>
            </tr>
          </tfoot>
        </table>
        <p className="mt-2 text-slate-600 text-sm">
          {total === counts.linesRead
            ? `Every one of the ${formatCount(counts.linesRead)} lines read is counted once.`
            : `These add up to ${formatCount(total)}, not the ${formatCount(counts.linesRead)} lines read: please tell us about this file.`}
        </p>
      </details>
    </div>
  );
}
