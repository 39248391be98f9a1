import type { PreviewLine, StatementPreview } from '@shared/payments/payment-matching';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cardFrameClass } from '@/components/ui/card';
import { ErrorNotice } from '@/features/admin/components/notice';
import { layoutLabel } from '@/features/admin-payments/bank-choice';
import { SkippedLines } from './skipped-lines';
import { StatementLineItem } from './statement-line-item';

interface StatementResultProps {
  result: StatementPreview;
  /** False for a preview, which offers Apply. */
  applied: boolean;
  applying?: boolean;
  applyError?: string;
  onApply?: () => void;
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

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

function Count({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={`${cardFrameClass} flex flex-col p-3`}>
      <dt className="order-2 text-slate-600 text-xs">{label}</dt>
      <dd className="order-1 font-bold text-slate-900 text-xl tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * What a statement would do (the preview, with Apply) or did: the counts, then its UPI lines by
 * what happens to them, then the lines set aside. Nothing changes before Apply.
 */
export function StatementResult({
  result,
  applied,
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
        <p className="break-all text-slate-600 text-sm">
          {result.fileName} · {result.format.toUpperCase()} · read as {layoutLabel(result.layout)} ·
          credits from {plural(window.daysBefore, 'day', 'days')} before to{' '}
          {plural(window.daysAfter, 'day', 'days')} after the booking
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Count
          label={applied ? 'Bookings confirmed' : 'Bookings to confirm'}
          value={counts.confirm}
        />
        <Count label="Credits without a booking" value={counts.unmatched} />
        <Count label="Already imported" value={counts.alreadyImported} />
        <Count label="Lines skipped" value={counts.skipped} />
      </dl>
      {!applied && onApply && (
        <div className="space-y-2 rounded-xl border border-blue-200 bg-blue-50 p-4">
          <p className="text-blue-950 text-sm">
            Nothing has changed yet. Apply stores these lines and confirms{' '}
            {plural(counts.confirm, 'booking', 'bookings')} (their customers are e-mailed); credits
            without a booking are listed below for you to decide.
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
      <LineGroup title="No matching booking" lines={unmatched} applied={applied} open />
      <LineGroup title="Other UPI lines" lines={others} applied={applied} open={false} />
      <SkippedLines skipped={result.skipped} total={counts.skipped} />
    </section>
  );
}
