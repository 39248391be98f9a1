import type { StatementMismatchDetail } from '#shared/payments/payment-matching.ts';
import { Button } from '#web/components/ui/button.tsx';

const listed = (names: readonly string[]) => names.map((name) => `“${name}”`).join(', ');

/**
 * A file no layout fitted: the headers it has beside the closest preset's, and the way on in one
 * step (the column mapping, filled in from these headers).
 */
export function MismatchNotice({
  mismatch,
  onUseHeaders,
}: {
  mismatch: StatementMismatchDetail;
  onUseHeaders: () => void;
}) {
  const { headersSeen, closest } = mismatch;
  return (
    <section
      aria-label="Why the file was not read"
      className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950 text-sm"
    >
      <dl className="space-y-2">
        {headersSeen.length > 0 && (
          <div>
            <dt className="font-semibold">Headers in your file</dt>
            <dd className="break-words">{listed(headersSeen)}</dd>
          </div>
        )}
        {closest && (
          <div>
            <dt className="font-semibold">Closest layout: {closest.label}</dt>
            <dd className="break-words">
              It expects {listed(closest.expected)}
              {closest.missing.length > 0 && <>; your file lacks {listed(closest.missing)}</>}.
            </dd>
          </div>
        )}
      </dl>
      {headersSeen.length > 0 && (
        <Button variant="secondary" size="sm" onClick={onUseHeaders}>
          Set up the columns from these headers
        </Button>
      )}
    </section>
  );
}
