import type { StatementPreview } from '@shared/payments/payment-matching';
import { formatCalendarDay } from '@/features/admin/format-date';

/** Lines without a UPI credit to match (NEFT, cash, other currencies), folded away. */
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
        Skipped lines ({total})
      </summary>
      <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm">
        {skipped.map((line) => (
          <li key={line.lineNumber} className="space-y-0.5 px-4 py-2.5">
            <p className="text-slate-600 text-xs">
              Line {line.lineNumber} · {formatCalendarDay(line.date)} ·{' '}
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
