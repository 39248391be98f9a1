import { formatDay } from '#shared/format/dates.ts';
import { formatCount } from '#shared/format/numbers.ts';
import type { StatementPreview } from '#shared/payments/payment-matching.ts';

/**
 * Lines that confirm nothing and wait for no one, folded away: no UPI reference (NEFT, cash),
 * payments out, other currencies, and the file's lines that are no transaction (preamble, page
 * rows, balances, a narration joined to the line above), each with why.
 */
export function SkippedLines({
  skipped,
  total,
}: {
  skipped: StatementPreview['skipped'];
  /** All of them; the server lists at most a screenful. */
  total: number;
}) {
  if (total === 0) return null;
  return (
    <details>
      <summary className="cursor-pointer font-semibold text-blue-800">
        Lines set aside ({formatCount(total)})
      </summary>
      <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm">
        {skipped.map((line) => (
          <li key={line.lineNumber} className="space-y-0.5 px-4 py-2.5">
            <p className="text-slate-600 text-xs">
              Line {line.lineNumber} ·{' '}
              {line.date ? `${formatDay(line.date, 'en', 'medium')} · ` : ''}
              <span className="font-medium text-slate-800">{line.why}</span>
            </p>
            <p className="break-all text-slate-900">{line.description || '—'}</p>
          </li>
        ))}
      </ul>
      {skipped.length < total && (
        <p className="mt-2 text-slate-600 text-xs">
          The first {skipped.length} of {total} are listed.
        </p>
      )}
    </details>
  );
}
