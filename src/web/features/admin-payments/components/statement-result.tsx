import { formatCount } from '#shared/format/numbers.ts';
import {
  type PreviewLine,
  STATEMENT_FORMAT_LABELS,
  type StatementPreview,
} from '#shared/payments/payment-matching.ts';
import { ErrorNotice } from '#web/components/admin/notice.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { layoutLabel } from '../bank-choice.ts';
import { setAsideTotal } from '../statement-counts-view.ts';
import { SkippedLines } from './skipped-lines.tsx';
import { StatementCounts } from './statement-counts.tsx';
import { StatementLineItem } from './statement-line-item.tsx';

interface StatementResultProps {
  result: StatementPreview;
  /** False for a preview, which offers Apply. */
  applied: boolean;
  /** True when staff let the desk detect the bank: it then says which one it found. */
  detected: boolean;
  applying?: boolean;
  applyError?: string;
  onApply?: () => void;
}

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

function LineGroup({
  title,
  lines,
  applied,
  open,
}: {
  title: string;
  lines: PreviewLine[];
  applied: boolean;
  /** Shown at once; otherwise folded away behind its title. */
  open: boolean;
}) {
  if (lines.length === 0) return null;
  const list = (
    <ul className="mt-3 space-y-3">
      {lines.map((line) => (
        <StatementLineItem key={line.lineNumber} line={line} applied={applied} />
      ))}
    </ul>
  );
  const heading = `${title} (${lines.length})`;
  return open ? (
    <section aria-label={title}>
      <h3 className="font-semibold text-slate-900">{heading}</h3>
      {list}
    </section>
  ) : (
    <details>
      <summary className="cursor-pointer font-semibold text-blue-800">{heading}</summary>
      {list}
    </details>
  );
}

/**
 * What a statement would do (the preview, with Apply) or did: the counts, then its UPI lines by
 * what happens to them, then the lines set aside. Nothing changes before Apply.
 */
export function StatementResult({
  result,
  applied,
  detected,
  applying,
  applyError,
  onApply,
}: StatementResultProps) {
  const { counts, lines, window } = result;
  const confirming = lines.filter((line) => line.outcome === 'confirm');
  const unmatched = lines.filter((line) => line.outcome === 'unmatched');
  const others = lines.filter((line) => line.outcome !== 'confirm' && line.outcome !== 'unmatched');
  const headingId = applied ? 'statement-applied-heading' : 'statement-preview-heading';

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="font-semibold text-lg text-slate-900">
          {applied ? 'Statement applied' : 'What this statement would do'}
        </h2>
        <p className="text-slate-900">
          {detected ? 'Detected: ' : 'Read as: '}
          <strong>{layoutLabel(result.layout)}</strong>, {STATEMENT_FORMAT_LABELS[result.format]}
        </p>
        <p className="break-all text-slate-600 text-sm">
          {result.fileName} · credits from {plural(window.daysBefore, 'day', 'days')} before to{' '}
          {plural(window.daysAfter, 'day', 'days')} after the booking
        </p>
      </div>
      <StatementCounts counts={counts} applied={applied} />
      {!applied && onApply && (
        <div className="space-y-2 rounded-xl border border-blue-200 bg-blue-50 p-4">
          <p className="text-blue-950 text-sm">
            Nothing has changed yet. Apply stores these lines and confirms{' '}
            {plural(counts.confirm, 'booking', 'bookings')} (their customers are e-mailed); credits
            that match nothing are listed below for you to decide.
          </p>
          <Button onClick={onApply} disabled={applying} className="w-full sm:w-auto">
            {applying ? 'Applying…' : 'Apply'}
          </Button>
          <ErrorNotice message={applyError} />
        </div>
      )}
      {lines.length === 0 && (
        <p className="text-slate-600">This statement has no UPI credits or returns to match.</p>
      )}
      <LineGroup
        title={applied ? 'Confirmed' : 'Will confirm'}
        lines={confirming}
        applied={applied}
        open
      />
      <LineGroup title="For you to decide" lines={unmatched} applied={applied} open />
      <LineGroup title="Other UPI lines" lines={others} applied={applied} open={false} />
      <SkippedLines skipped={result.skipped} total={setAsideTotal(counts)} />
    </section>
  );
}
